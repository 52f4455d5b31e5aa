import PhotoCameraOutlinedIcon from '@mui/icons-material/PhotoCameraOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import { useId, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { PictureSection_profile$key } from '../../__generated__/PictureSection_profile.graphql';
import { useToastedMutation } from '../../components/useToastedMutation';
import { AppError } from '../../relay/errors';
import { useUpdateProfilePictureMutation } from './useUpdateProfilePictureMutation';

const fragment = graphql`
  fragment PictureSection_profile on Profile {
    username
    profilePictureUrl
  }
`;

const pictureTypes = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];
const maxBytes = 5 * 1024 * 1024;
const hint = 'PNG, JPEG, WebP o GIF, de 5 MB como máximo. Se guarda al elegirla.';

/** What is wrong with a chosen file before it is sent (the api checks its bytes again). */
function problemOf(file: File): string | null {
  if (!pictureTypes.includes(file.type)) return 'La foto debe ser PNG, JPEG, WebP o GIF';
  if (file.size > maxBytes) return 'La foto admite como máximo 5 MB';
  return null;
}

/**
 * 'Foto de perfil': the picture, and a button (a real one, for the keyboard) that opens the file picker; the chosen
 * picture is stored at once and shows from the store.
 */
export function PictureSection({ profileRef }: { profileRef: PictureSection_profile$key }) {
  const profile = useFragment(fragment, profileRef);
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const toasted = useToastedMutation();
  const [upload, isUploading] = useUpdateProfilePictureMutation();

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const found = problemOf(file);
    setProblem(found);
    if (found) return;
    // A file the api refuses (not really an image, too large) is said under the button; other failures in a toast.
    const refused = (error: unknown) => error instanceof AppError && error.code === 'BAD_USER_INPUT';
    const sent = await toasted(() => upload(file), {
      success: 'Foto de perfil actualizada',
      failure: 'No se pudo guardar la foto',
      handledHere: refused,
    });
    if (!sent.ok && refused(sent.error)) setProblem((sent.error as AppError).message);
  };

  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      <Avatar
        src={profile.profilePictureUrl ?? undefined}
        alt={profile.profilePictureUrl ? `Foto de perfil de ${profile.username}` : undefined}
        // Without a picture the initial only stands in for it: nothing to read out.
        aria-hidden={profile.profilePictureUrl ? undefined : true}
        sx={{ width: 96, height: 96, fontSize: 40 }}
      >
        {profile.username.charAt(0).toUpperCase()}
      </Avatar>
      <Box>
        <Button
          variant="outlined"
          startIcon={<PhotoCameraOutlinedIcon />}
          onClick={() => input.current?.click()}
          disabled={isUploading}
          aria-describedby={`${id}-help`}
        >
          {isUploading ? 'Subiendo foto...' : profile.profilePictureUrl ? 'Cambiar foto' : 'Elegir foto'}
        </Button>
        <FormHelperText id={`${id}-help`} error={Boolean(problem)} role={problem ? 'alert' : undefined}>
          {problem ?? hint}
        </FormHelperText>
        <input
          ref={input}
          hidden
          type="file"
          name="picture"
          aria-label="Foto de perfil"
          accept={pictureTypes.join(',')}
          onChange={(event) => {
            void choose(event.currentTarget.files?.[0]);
            // The same file may be chosen again after a failure.
            event.currentTarget.value = '';
          }}
        />
      </Box>
    </Box>
  );
}
