import MoreVertIcon from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { SxProps, Theme } from '@mui/material/styles';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ConfirmDialog } from './ConfirmDialog';
import { useToastedMutation, type MutationToasts } from './useToastedMutation';

export interface RowLink {
  label: string;
  to: string;
}

export interface ConfirmedAction extends MutationToasts {
  /** The menu item: 'Eliminar', 'Desactivar'. */
  label: string;
  /** The question asked before: its title, text and answers ('Sí' / 'No' unless named). */
  confirm: { title: string; message: string; confirmLabel?: string; cancelLabel?: string };
  /** The mutation, run once the question is answered yes. */
  run(): Promise<unknown>;
}

interface RowActionsProps {
  /** The ⋮ button's name for a screen reader: 'Opciones de Matemática'. */
  label: string;
  /** Links listed before the confirmed action ('Editar'). */
  links?: RowLink[];
  /** Links listed after it ('Notas'). */
  linksAfter?: RowLink[];
  action: ConfirmedAction;
  sx?: SxProps<Theme>;
}

/**
 * A list row's ⋮ menu: its links and one action that asks first (red 'yes'), then runs its mutation and tells the
 * outcome in a toast. The dialog closes at once whatever the outcome (the mutation's optimistic update shows it);
 * the button rests while the mutation runs.
 */
export function RowActions({ label, links = [], linksAfter = [], action, sx }: RowActionsProps) {
  const toasted = useToastedMutation();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [running, setRunning] = useState(false);
  const { label: actionLabel, confirm, run, ...toasts } = action;
  const closeMenu = () => setMenuAnchor(null);
  const linkItem = ({ label: linkLabel, to }: RowLink) => (
    <MenuItem key={to} component={RouterLink} to={to} onClick={closeMenu}>
      {linkLabel}
    </MenuItem>
  );

  const onConfirm = async () => {
    setConfirming(false);
    setRunning(true);
    await toasted(run, toasts);
    setRunning(false);
  };

  return (
    <Box sx={sx}>
      <IconButton aria-label={label} aria-haspopup="menu" onClick={(event) => setMenuAnchor(event.currentTarget)} disabled={running}>
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={menuAnchor} open={menuAnchor !== null} onClose={closeMenu}>
        {links.map(linkItem)}
        <MenuItem
          onClick={() => {
            closeMenu();
            setConfirming(true);
          }}
        >
          {actionLabel}
        </MenuItem>
        {linksAfter.map(linkItem)}
      </Menu>
      <ConfirmDialog
        destructive
        open={confirming}
        title={confirm.title}
        message={confirm.message}
        confirmLabel={confirm.confirmLabel}
        cancelLabel={confirm.cancelLabel}
        onConfirm={() => void onConfirm()}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
}
