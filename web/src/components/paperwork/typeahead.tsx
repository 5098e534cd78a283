import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import fieldStyles from '../ui/text-field.module.css';
import styles from './typeahead.module.css';

export type TypeaheadOption = { id: number; name: string };

export type TypeaheadProps = {
  label: string;
  /** The chosen option; null while none is (typing alone chooses nothing). */
  value: TypeaheadOption | null;
  onChange: (value: TypeaheadOption | null) => void;
  /** What is typed, for the caller's search (debounce it there). */
  onSearch: (text: string) => void;
  options: readonly TypeaheadOption[];
  loading?: boolean;
  placeholder?: string;
  /** The message to show (already translated); after the field is left, or at once with `forceError`. */
  error?: string | undefined;
  forceError?: boolean;
  hint?: string;
  disabled?: boolean;
  /** Most options listed at once. */
  maxOptions?: number;
  id?: string;
  name?: string;
};

/**
 * A text field that suggests options as the user types and makes them choose one (the WAI-ARIA APG
 * combobox pattern, list autocomplete with automatic selection): typing lists the suggestions with
 * the first one selected, so Enter takes it; Down and Up Arrow (which also open the list, on its
 * first or last option) move through them, wrapping, while focus stays in the field
 * (`aria-activedescendant`); Enter chooses; Esc closes the list, and a second Esc clears the field.
 * Merely focusing the field lists the options without selecting one, so Enter there never replaces
 * a choice. '(No results)' when nothing matches (seeds 000 §5). Editing the text after a choice
 * clears the choice. `test/unit/web/keyboard/combobox.test.tsx` holds it to the pattern.
 */
export function Typeahead({
  label,
  value,
  onChange,
  onSearch,
  options,
  loading = false,
  placeholder,
  error,
  forceError = false,
  hint,
  disabled = false,
  maxOptions = 20,
  id,
  name,
}: TypeaheadProps) {
  const { t } = useTranslation();
  const generated = useId();
  const inputId = id ?? generated;
  const listId = `${inputId}-list`;
  const [text, setText] = useState(value?.name ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [touched, setTouched] = useState(false);
  const listRef = useRef<HTMLDivElement>(null);
  const shown = options.slice(0, maxOptions);
  const shownError = error && (touched || forceError) && !open ? error : undefined;

  // A choice made elsewhere (a form reset, an edited bill arriving) shows its name.
  useEffect(() => {
    if (value) setText(value.name);
  }, [value]);

  useEffect(() => {
    if (active < 0) return;
    const option = listRef.current?.querySelector<HTMLElement>(`[data-index="${active}"]`);
    option?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);

  function choose(option: TypeaheadOption) {
    setText(option.name);
    setOpen(false);
    onChange(option);
  }

  /** Opens the list (if closed) on `index`: -1 selects nothing, past either end wraps. */
  function moveTo(index: number) {
    setOpen(true);
    setActive(shown.length === 0 ? -1 : (index + shown.length) % shown.length);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      // Alt+Down only shows the list: an open list keeps its selection, a closed one opens on none.
      if (event.altKey) {
        if (!open) setActive(-1);
        setOpen(true);
      } else moveTo(open ? active + 1 : 0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      if (event.altKey) setOpen(false);
      else moveTo(open && active >= 0 ? active - 1 : -1);
    } else if (event.key === 'Enter') {
      const option = shown[active];
      if (open && option) {
        event.preventDefault();
        choose(option);
      }
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        event.stopPropagation();
        setOpen(false);
      } else if (text !== '') {
        // The pattern's optional second Esc: the list is already closed, so the field is cleared.
        event.preventDefault();
        event.stopPropagation();
        setText('');
        setActive(-1);
        onSearch('');
        if (value) onChange(null);
      }
    }
  }

  const describedBy = shownError ? `${inputId}-error` : hint ? `${inputId}-hint` : undefined;
  const activeOption = open && shown[active] ? `${listId}-${shown[active].id}` : undefined;

  return (
    <div className={fieldStyles.field}>
      <label className={fieldStyles.label} htmlFor={inputId}>
        {label}
      </label>
      <div className={styles.control}>
        <input
          id={inputId}
          name={name}
          className={`${fieldStyles.input} ${shownError ? fieldStyles.invalid : ''}`}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={activeOption}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={describedBy}
          autoComplete="off"
          placeholder={placeholder}
          disabled={disabled}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(0);
            onSearch(event.target.value);
            if (value && event.target.value !== value.name) onChange(null);
          }}
          onFocus={() => {
            setOpen(true);
            setActive(-1);
            onSearch(text);
          }}
          onBlur={() => {
            setTouched(true);
            setOpen(false);
          }}
          onKeyDown={onKeyDown}
        />
        {open ? (
          // The options are reached from the input through aria-activedescendant (ARIA 1.2
          // combobox): the input keeps the focus, so the options themselves are not focusable.
          <div ref={listRef} id={listId} role="listbox" aria-label={label} className={styles.listbox}>
            {shown.length === 0 ? (
              // biome-ignore lint/a11y/useFocusableInteractive: announced through the combobox, see above.
              <div className={styles.empty} role="option" aria-disabled="true" aria-selected="false">
                {loading ? t('common.loading') : t('paperwork.typeahead.noResults')}
              </div>
            ) : (
              shown.map((option, index) => (
                // biome-ignore lint/a11y/useFocusableInteractive: announced through the combobox, see above.
                <div
                  key={option.id}
                  id={`${listId}-${option.id}`}
                  role="option"
                  data-index={index}
                  aria-selected={index === active}
                  className={`${styles.option} ${index === active ? styles.optionActive : ''}`}
                  // Chosen on mouse down, before the input's blur closes the list.
                  onMouseDown={(event) => {
                    event.preventDefault();
                    choose(option);
                  }}
                  onMouseEnter={() => setActive(index)}
                >
                  {option.name}
                </div>
              ))
            )}
          </div>
        ) : null}
      </div>
      {shownError ? (
        <span id={`${inputId}-error`} className={fieldStyles.error} role="alert">
          {shownError}
        </span>
      ) : hint ? (
        <span id={`${inputId}-hint`} className={fieldStyles.hint}>
          {hint}
        </span>
      ) : null}
    </div>
  );
}
