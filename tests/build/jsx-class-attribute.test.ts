import { describe, expect, it } from 'vitest';
import { renameClassNameAttributes } from '../../scripts/jsx-class-attribute';

const rename = (source: string) => renameClassNameAttributes('view.tsx', source);

describe('className to class on the JSX of elements', () => {
  it('renames the attribute of HTML and SVG elements, literal or expression', () => {
    expect(rename('const a = <div className="x"><svg className={icon} /></div>;')).toBe(
      'const a = <div class="x"><svg class={icon} /></div>;',
    );
  });

  it('leaves component elements alone: the component reads className', () => {
    const source = 'const a = <Icon className="x" />; const b = <ui.Box className="y" />;';
    expect(rename(source)).toBe(source);
  });

  it('leaves an element with a spread alone, where attribute order decides which className wins', () => {
    const source = 'const a = <button {...rest} className="x" />;';
    expect(rename(source)).toBe(source);
  });

  it('touches neither className properties of objects nor strings that mention it', () => {
    const source = "const props = { className: 'x' }; const text = 'className';";
    expect(rename(source)).toBe(source);
  });
});
