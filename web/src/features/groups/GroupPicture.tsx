import PhotoOutlinedIcon from '@mui/icons-material/PhotoOutlined';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { GroupPicture_studyGroup$key } from '../../__generated__/GroupPicture_studyGroup.graphql';

type Check = { url: string; found: boolean };

/**
 * The group detail's picture, checked first with a HEAD request on its URL; with no URL, or when
 * the HEAD answers 404 (or the image fails to load), a placeholder labelled 'Foto'. The box keeps its size from
 * the first paint, so nothing below it moves while the check runs.
 */
export function GroupPicture({ studyGroupRef }: { studyGroupRef: GroupPicture_studyGroup$key }) {
  const group = useFragment(
    graphql`
      fragment GroupPicture_studyGroup on StudyGroup {
        name
        groupPictureUrl
      }
    `,
    studyGroupRef,
  );
  const url = group.groupPictureUrl;
  const [check, setCheck] = useState<Check | null>(null);

  useEffect(() => {
    if (!url) return;
    let cancelled = false;
    fetch(url, { method: 'HEAD' }).then(
      (response) => !cancelled && setCheck({ url, found: response.status !== 404 }),
      // Unreachable: let the <img> try; its onError falls back to the placeholder.
      () => !cancelled && setCheck({ url, found: true }),
    );
    return () => {
      cancelled = true;
    };
  }, [url]);

  const state = !url ? 'missing' : !check || check.url !== url ? 'checking' : check.found ? 'found' : 'missing';

  return (
    <Box
      sx={{
        position: 'relative',
        width: '100%',
        maxWidth: 480,
        aspectRatio: '16 / 9',
        borderRadius: 2,
        overflow: 'hidden',
        bgcolor: 'grey.200',
        flexShrink: 0,
      }}
    >
      {state === 'checking' && (
        <Skeleton variant="rectangular" animation="wave" sx={{ position: 'absolute', inset: 0, height: '100%' }} aria-hidden />
      )}
      {state === 'found' && (
        <Box
          component="img"
          src={url!}
          alt={`Foto del grupo ${group.name}`}
          onError={() => setCheck({ url: url!, found: false })}
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
        />
      )}
      {state === 'missing' && (
        <Box
          role="img"
          aria-label="Foto"
          sx={{ position: 'absolute', inset: 0, display: 'grid', placeContent: 'center', justifyItems: 'center', gap: 0.5, color: 'text.secondary' }}
        >
          <PhotoOutlinedIcon sx={{ fontSize: 48 }} />
          <Typography component="span" variant="subtitle1">
            Foto
          </Typography>
        </Box>
      )}
    </Box>
  );
}
