import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { OptionSelect } from '../../components/OptionSelect';
import { difficultyOptions, type DifficultyValue } from '../../questionKinds/difficulty';
import type { QuestionType } from '../../questionKinds/kind';
import { questionTypeOptions } from '../../questionKinds/labels';

/** What the bank is narrowed to: text typed (sent after a pause), a type and a difficulty ('' for any). */
export interface QuestionFilterValues {
  text: string;
  type: QuestionType | '';
  difficulty: DifficultyValue | '';
}

export const noQuestionFilters: QuestionFilterValues = { text: '', type: '', difficulty: '' };

/** The selects after the search box: each narrows one field to one of its options. */
const selects = [
  { key: 'type', label: 'Tipo', anyLabel: 'Todos', options: questionTypeOptions },
  { key: 'difficulty', label: 'Dificultad', anyLabel: 'Todas', options: difficultyOptions },
] as const;

/** The bank's search box and its type and difficulty selects, side by side on a desktop, stacked on a phone. */
export function QuestionFilters({ value, onChange }: { value: QuestionFilterValues; onChange(value: QuestionFilterValues): void }) {
  return (
    <Box
      role="search"
      aria-label="Filtrar preguntas"
      sx={{ display: 'grid', gap: 1.5, mb: 2, gridTemplateColumns: { xs: '1fr 1fr', sm: '2fr 1fr 1fr' } }}
    >
      <TextField
        label="Buscar"
        type="search"
        size="small"
        value={value.text}
        onChange={(event) => onChange({ ...value, text: event.target.value })}
        placeholder="Texto del enunciado"
        sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
        slotProps={{
          htmlInput: { maxLength: 200 },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon aria-hidden />
              </InputAdornment>
            ),
          },
        }}
      />
      {selects.map(({ key, label, anyLabel, options }) => (
        <OptionSelect
          key={key}
          label={label}
          size="small"
          anyLabel={anyLabel}
          options={options}
          value={value[key]}
          onChange={(picked) => onChange({ ...value, [key]: picked })}
        />
      ))}
    </Box>
  );
}
