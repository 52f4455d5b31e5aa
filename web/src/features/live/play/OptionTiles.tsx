import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import { statementId } from '../../../questionKinds/solve/QuestionStatement';
import { tileStyleAt } from '../tiles';

interface Props {
  options: readonly string[];
  /** The indexes of the options marked. */
  chosen: readonly number[];
  onChange: (chosen: number[]) => void;
  disabled: boolean;
}

/**
 * A multiple answer's options as the projector's tiles (same shape and colour per option), each a checkbox a thumb
 * hits; a marked tile gets a thick outline besides its ticked box. The group is named by the statement heading.
 */
export function OptionTiles({ options, chosen, onChange, disabled }: Props) {
  const toggle = (index: number, checked: boolean) =>
    onChange(checked ? [...chosen.filter((i) => i !== index), index] : chosen.filter((i) => i !== index));
  return (
    <FormGroup role="group" aria-labelledby={statementId} sx={{ display: 'grid', gap: 1.5 }}>
      {options.map((option, index) => {
        const tile = tileStyleAt(index);
        const checked = chosen.includes(index);
        return (
          <FormControlLabel
            key={index}
            disabled={disabled}
            control={
              <Checkbox
                checked={checked}
                onChange={(event) => toggle(index, event.target.checked)}
                sx={{ minWidth: 48, minHeight: 48, color: '#fff', '&.Mui-checked, &.Mui-disabled': { color: '#fff' } }}
              />
            }
            label={
              <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                <Box component="span" aria-hidden sx={{ fontSize: 28, lineHeight: 1 }}>
                  {tile.shape}
                </Box>
                {option}
              </Box>
            }
            sx={{
              m: 0,
              minHeight: 64,
              pr: 2,
              borderRadius: 1,
              bgcolor: tile.color,
              color: '#fff',
              fontSize: '1.25rem',
              overflowWrap: 'anywhere',
              outline: (theme) => (checked ? `4px solid ${theme.palette.text.primary}` : 'none'),
              outlineOffset: 2,
              opacity: disabled ? 0.6 : 1,
              '& .MuiFormControlLabel-label, & .MuiFormControlLabel-label.Mui-disabled': { color: '#fff', fontSize: 'inherit', fontWeight: 600 },
            }}
          />
        );
      })}
    </FormGroup>
  );
}
