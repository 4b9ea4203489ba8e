import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import { LIMITS, TIMINGS } from '@sara/domain/constants';
import { FIELD_MESSAGES } from './form/messages';

export interface SearchBoxProps {
  /** Called with the text once typing pauses (1000 ms), and at once when cleared. */
  onSearch(value: string): void;
  label?: string;
  placeholder?: string;
  defaultValue?: string;
  delayMs?: number;
  /** The longest text the list's search takes (the server refuses more). */
  maxLength?: number;
}

/** A search field whose searches are debounced (spec part A section 2). */
export function SearchBox({
  onSearch,
  label,
  placeholder,
  defaultValue = '',
  delayMs = TIMINGS.searchDebounceMs,
  maxLength = LIMITS.listSearch,
}: SearchBoxProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState(defaultValue);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => () => clearTimeout(timer.current), []);

  const change = (next: string) => {
    setValue(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onSearch(next), delayMs);
  };
  const clear = () => {
    setValue('');
    clearTimeout(timer.current);
    onSearch('');
    // the clear button goes with the text: the focus goes back to the field, not to the page's top
    input.current?.focus();
  };

  return (
    <TextField
      type="search"
      size="small"
      label={label ?? t('sara2g.ui.txt.buscar')}
      placeholder={placeholder}
      value={value}
      inputRef={input}
      onChange={(event) => change(event.target.value)}
      // a paste cut at the limit searches for less than was pasted: said, as the form fields say it
      helperText={value.length >= maxLength ? t(FIELD_MESSAGES.limit, { n: maxLength }) : undefined}
      // the clear button below replaces the browser's own
      sx={{ '& input::-webkit-search-cancel-button': { display: 'none' } }}
      slotProps={{
        htmlInput: { maxLength },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
          endAdornment: value ? (
            <InputAdornment position="end">
              <IconButton size="small" edge="end" aria-label={t('sara2g.ui.txt.limpar')} onClick={clear}>
                <ClearIcon fontSize="small" />
              </IconButton>
            </InputAdornment>
          ) : undefined,
        },
      }}
    />
  );
}
