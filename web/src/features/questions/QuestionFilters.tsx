import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { difficultyOptions, type DifficultyValue } from '../../questionKinds/difficulty';
import type { QuestionType } from '../../questionKinds/kind';
import { questionTypeOptions } from '../../questionKinds/registry';

/** What the bank is narrowed to: text typed (sent after a pause), a type and a difficulty ('' for any). */
export interface QuestionFilterValues {
  text: string;
  type: QuestionType | '';
  difficulty: DifficultyValue | '';
}

export const noQuestionFilters: QuestionFilterValues = { text: '', type: '', difficulty: '' };

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
      <TextField
        select
        label="Tipo"
        size="small"
        value={value.type}
        onChange={(event) => onChange({ ...value, type: event.target.value as QuestionType | '' })}
      >
        <MenuItem value="">Todos</MenuItem>
        {questionTypeOptions.map(({ type, label }) => (
          <MenuItem key={type} value={type}>
            {label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Dificultad"
        size="small"
        value={value.difficulty}
        onChange={(event) => onChange({ ...value, difficulty: event.target.value as DifficultyValue | '' })}
      >
        <MenuItem value="">Todas</MenuItem>
        {difficultyOptions.map(({ value: difficulty, label }) => (
          <MenuItem key={difficulty} value={difficulty}>
            {label}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
