import Autocomplete from '@mui/material/Autocomplete';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay/hooks';
import { normalizeText } from '@aula/common';
import { personLabel } from '../../lib/people';
import { messageOf } from '../../relay/errors';
import type { ProfilePickerQuery } from '../../__generated__/ProfilePickerQuery.graphql';

/** The member search waits 200 ms after the last keystroke, so typing a name sends one request, not one per key. */
export const memberSearchDebounceMs = 200;

export interface PickedProfile {
  id: string;
  username: string;
  firstName?: string | null;
  lastName?: string | null;
  profilePictureUrl?: string | null;
}

const searchQuery = graphql`
  query ProfilePickerQuery($search: String!, $excludeGroupId: ID) {
    viewer {
      profiles(search: $search, excludeGroupId: $excludeGroupId, first: 5) {
        id
        username
        firstName
        lastName
        profilePictureUrl
      }
    }
  }
`;

interface ProfilePickerProps {
  label: string;
  value: PickedProfile[];
  onChange(value: PickedProfile[]): void;
  /** Leaves out the members of this group (the add-members modal). The viewer is always left out by the server. */
  excludeGroupId?: string;
  autoFocus?: boolean;
  disabled?: boolean;
}

/**
 * The member picker of group creation and of the members screen: a search box over profiles (empty text
 * ignored, 200 ms debounce, at most 5 results), results to pick from, and the picked users as removable chips.
 */
export function ProfilePicker({ label, value, onChange, excludeGroupId, autoFocus, disabled }: ProfilePickerProps) {
  const environment = useRelayEnvironment();
  const [input, setInput] = useState('');
  const [results, setResults] = useState<{ search: string; profiles: PickedProfile[] } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const search = normalizeText(input);

  useEffect(() => {
    if (!search) return;
    let subscription: { unsubscribe(): void } | undefined;
    const timer = setTimeout(() => {
      subscription = fetchQuery<ProfilePickerQuery>(environment, searchQuery, { search, excludeGroupId: excludeGroupId ?? null }).subscribe({
        next: (data) => {
          setFailure(null);
          setResults({ search, profiles: [...(data.viewer?.profiles ?? [])] });
        },
        error: (error: unknown) => {
          setFailure(messageOf(error));
          setResults({ search, profiles: [] });
        },
      });
    }, memberSearchDebounceMs);
    return () => {
      clearTimeout(timer);
      subscription?.unsubscribe();
    };
  }, [environment, search, excludeGroupId]);

  // Results of an older search are not shown for the current text: until they arrive, it is "searching".
  const current = search && results?.search === search ? results.profiles : [];
  const loading = Boolean(search) && results?.search !== search;
  const remove = (id: string) => onChange(value.filter((profile) => profile.id !== id));

  return (
    <Box>
      <Autocomplete
        multiple
        options={current}
        value={value}
        onChange={(_, next) => onChange(next)}
        inputValue={input}
        onInputChange={(_, next) => setInput(next)}
        // The server already filtered by the text; only the picked ones are left out here.
        filterOptions={(options) => options}
        filterSelectedOptions
        isOptionEqualToValue={(option, picked) => option.id === picked.id}
        getOptionLabel={(option) => personLabel(option)}
        // The picked users show as chips below the box, not inside it (roomier on a phone).
        renderValue={() => null}
        renderOption={({ key, ...props }, option) => (
          <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 1.5 }}>
            <Avatar src={option.profilePictureUrl ?? undefined} alt="" aria-hidden sx={{ width: 28, height: 28, fontSize: 14 }}>
              {option.username.charAt(0).toUpperCase()}
            </Avatar>
            {personLabel(option)}
          </Box>
        )}
        loading={loading}
        loadingText="Buscando..."
        noOptionsText={search ? 'No se encontraron usuarios' : 'Escriba un nombre, un apellido o un nombre de usuario'}
        disabled={disabled}
        renderInput={(params) => (
          <TextField
            {...params}
            label={label}
            autoFocus={autoFocus}
            error={Boolean(failure)}
            helperText={failure ?? 'Escriba un nombre, un apellido o parte del nombre de usuario y elija de la lista'}
          />
        )}
      />
      {value.length > 0 && (
        <Box component="ul" aria-label="Usuarios elegidos" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0, mt: 0.5 }}>
          {value.map((profile) => (
            <li key={profile.id}>
              <Chip
                label={personLabel(profile)}
                avatar={
                  <Avatar src={profile.profilePictureUrl ?? undefined} alt="" aria-hidden>
                    {profile.username.charAt(0).toUpperCase()}
                  </Avatar>
                }
                onDelete={() => remove(profile.id)}
                // Focusable: Supr or Retroceso removes it, as its delete icon does.
                disabled={disabled}
              />
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
