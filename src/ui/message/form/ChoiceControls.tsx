import { type FocusEvent, type KeyboardEvent, useRef, useState } from 'react';
import { listOf, textOf } from '../../../model/form-values';
import { useLanguage, useTexts } from '../../hooks/use-texts';
import { ChevronIcon } from '../../primitives/icons';
import type { ControlProps } from './FormFieldList';
import { controlClass } from './form-styles';

/** A native select (keyboard, screen readers and mobile pickers for free); 暂无数据 when empty. */
export function SelectControl({
  id,
  field,
  value,
  options,
  invalid,
  describedBy,
  disabled,
  onChange,
}: ControlProps) {
  const texts = useTexts();
  const current = textOf(value);
  return (
    <div className="relative">
      {/* `overflow-hidden`: WebKit counts a long option's text as the select's overflow, and the
          message list would scroll sideways for it (decision 099). */}
      <select
        id={id}
        className={`${controlClass(invalid, !current)} appearance-none pr-8 overflow-hidden`}
        value={current}
        required={field.required}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        disabled={disabled}
        onChange={(event) => onChange((event.target as HTMLSelectElement).value)}
      >
        <option value="" disabled={options.length > 0}>
          {options.length > 0 ? field.placeholder : texts.noData}
        </option>
        {options.map((option) => (
          <option key={option.value} value={option.value} className="text-gray-800">
            {option.label}
          </option>
        ))}
      </select>
      <ChevronIcon className="pointer-events-none absolute right-2.5 top-1/2 -translate-y-1/2 rotate-90 w-4 h-4 text-gray-400" />
    </div>
  );
}

/** Screens doc section 9: a dropdown list is at most 300 px high. */
const DROPDOWN_CLASS = 'max-h-[300px] overflow-y-auto';

/** Several choices: a button showing the chosen labels over a checkbox list. */
export function MultiSelectControl({
  id,
  field,
  value,
  options,
  invalid,
  describedBy,
  disabled,
  onChange,
}: ControlProps) {
  const { texts, formats } = useLanguage();
  const [open, setOpen] = useState(false);
  const chosen = listOf(value);
  const labels = options.filter((option) => chosen.includes(option.value)).map((option) => option.label);
  const toggle = (optionValue: string) =>
    onChange((previous) => {
      const list = listOf(previous);
      return list.includes(optionValue)
        ? list.filter((item) => item !== optionValue)
        : [...list, optionValue];
    });
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    // Only the list closes, not a modal <dialog> around the form.
    event.preventDefault();
    event.stopPropagation();
    setOpen(false);
    // Escape on an option would otherwise leave focus on the page body as the list goes.
    button.current?.focus();
  };
  // Focus leaving the button and its list closes the list.
  const closeOnLeave = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (!next || !wrapper.current?.contains(next)) setOpen(false);
  };
  return (
    <div ref={wrapper} className="relative">
      <button
        ref={button}
        id={id}
        type="button"
        className={`${controlClass(invalid)} flex items-center gap-2 text-left`}
        aria-expanded={open}
        aria-controls={`${id}-options`}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        disabled={disabled}
        onClick={() => setOpen((state) => !state)}
        onKeyDown={closeOnEscape}
        onBlur={closeOnLeave}
      >
        <span className={`flex-1 truncate ${labels.length > 0 ? 'text-gray-800' : 'text-gray-400'}`}>
          {labels.length > 0 ? formats.list(labels) : field.placeholder}
        </span>
        <ChevronIcon
          className={`w-4 h-4 text-gray-400 transition-transform ${open ? '-rotate-90' : 'rotate-90'}`}
        />
      </button>
      {open ? (
        <fieldset
          id={`${id}-options`}
          aria-labelledby={`${id}-label`}
          className={`absolute left-0 right-0 top-full z-20 mt-1 rounded-lg border border-gray-200 bg-white py-1 shadow-lg ${DROPDOWN_CLASS}`}
          part="form-dropdown"
          onKeyDown={closeOnEscape}
          onBlur={closeOnLeave}
        >
          {options.length === 0 ? (
            <p className="px-3 py-2 text-xs text-gray-400">{texts.noData}</p>
          ) : (
            options.map((option) => (
              <label
                key={option.value}
                className="flex items-center gap-2 px-3 py-1.5 text-sm text-gray-700 hover:bg-gray-50 cursor-pointer"
              >
                <input
                  type="checkbox"
                  className="accent-brand-600"
                  checked={chosen.includes(option.value)}
                  onChange={() => toggle(option.value)}
                />
                {option.label}
              </label>
            ))
          )}
        </fieldset>
      ) : null}
    </div>
  );
}
