/** The address's 'Solo pendientes' switch on the teacher's grades list (?pendiente=1), read by its loader too. */
export const pendingParam = 'pendiente';
