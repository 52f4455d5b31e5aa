import PhotoOutlinedIcon from '@mui/icons-material/PhotoOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { pictureTypes } from './groupSchemas';

interface GroupPictureFieldProps {
  value: File | null;
  onChange(file: File | null): void;
  /** The picture the group has now (the edit form), shown until another is chosen. */
  currentUrl?: string | null;
  error?: string;
  disabled?: boolean;
}

/** A preview of the chosen file, released when it changes. */
function usePreview(file: File | null) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setUrl(null);
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}

/**
 * 'Foto del grupo' in the create and edit forms: a button opens the file picker (a real button, so the keyboard
 * reaches it), the chosen picture shows at once; without one the 'Foto' placeholder stays.
 */
export function GroupPictureField({ value, onChange, currentUrl, error, disabled }: GroupPictureFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const preview = usePreview(value);
  const shown = preview ?? currentUrl ?? null;
  return (
    <Box sx={{ my: 2 }}>
      <Typography variant="subtitle2" component="p" id={`${id}-label`} sx={{ mb: 1 }}>
        Foto del grupo
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Box
          sx={{ width: 160, aspectRatio: '16 / 9', borderRadius: 2, overflow: 'hidden', bgcolor: 'grey.200', display: 'grid', placeItems: 'center' }}
        >
          {shown ? (
            <Box component="img" src={shown} alt="Vista previa de la foto del grupo" sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />
          ) : (
            <Box role="img" aria-label="Foto" sx={{ display: 'grid', justifyItems: 'center', color: 'text.secondary' }}>
              <PhotoOutlinedIcon />
              <Typography component="span" variant="caption">
                Foto
              </Typography>
            </Box>
          )}
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            startIcon={<PhotoOutlinedIcon />}
            onClick={() => input.current?.click()}
            disabled={disabled}
            aria-describedby={`${id}-help`}
          >
            {shown ? 'Cambiar foto' : 'Elegir foto'}
          </Button>
          {value && (
            <Button onClick={() => onChange(null)} disabled={disabled}>
              Quitar la foto elegida
            </Button>
          )}
        </Box>
        <input
          ref={input}
          hidden
          type="file"
          name="picture"
          aria-labelledby={`${id}-label`}
          accept={pictureTypes.join(',')}
          onChange={(event) => {
            onChange(event.currentTarget.files?.[0] ?? null);
            // The same file may be chosen again after removing it.
            event.currentTarget.value = '';
          }}
        />
      </Box>
      <FormHelperText id={`${id}-help`} error={Boolean(error)}>
        {error ?? (value ? value.name : 'PNG, JPEG, WebP o GIF, de 5 MB como máximo (opcional)')}
      </FormHelperText>
    </Box>
  );
}
