import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useToastedMutation } from '../../components/useToastedMutation';
import { ProfilePicker, type PickedProfile } from './ProfilePicker';
import { useAddStudyGroupMembersMutation } from './useAddStudyGroupMembersMutation';

interface AddMembersDialogProps {
  open: boolean;
  groupId: string;
  /** The members connection the new members are appended to. */
  connectionId: string;
  onClose(): void;
}

/** The group members screen's 'Añadir usuario' modal with 'Buscar usuario', chips and 'Añadir miembro(s)'. */
export function AddMembersDialog({ open, groupId, connectionId, onClose }: AddMembersDialogProps) {
  const toasted = useToastedMutation();
  const [add, isAdding] = useAddStudyGroupMembersMutation();
  const [chosen, setChosen] = useState<PickedProfile[]>([]);

  const close = () => {
    if (isAdding) return;
    setChosen([]);
    onClose();
  };

  const submit = async () => {
    const success = chosen.length === 1 ? 'Miembro añadido al grupo' : 'Miembros añadidos al grupo';
    const added = await toasted(
      () =>
        add(
          groupId,
          chosen.map((profile) => profile.id),
          connectionId,
        ),
      { success },
    );
    if (!added.ok) return;
    setChosen([]);
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="add-members-title">
      <DialogTitle id="add-members-title">Añadir usuario</DialogTitle>
      <DialogContent>
        <ProfilePicker label="Buscar usuario" value={chosen} onChange={setChosen} excludeGroupId={groupId} autoFocus disabled={isAdding} />
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={isAdding}>
          Cancelar
        </Button>
        <Button variant="contained" onClick={submit} disabled={chosen.length === 0 || isAdding}>
          {isAdding ? 'Añadiendo...' : 'Añadir miembro(s)'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
