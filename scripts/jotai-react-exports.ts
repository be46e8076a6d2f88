// What jotai's React bindings import from 'react' (jotai-react.ts says why this is not compat itself).
export {
  createContext,
  createElement,
  useCallback,
  useContext,
  useDebugValue,
  useEffect,
  useReducer,
  useRef,
} from 'preact/compat';

export default {};
