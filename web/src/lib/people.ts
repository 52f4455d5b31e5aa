/** What a person shows of themselves: the names arrive only where the viewer may read them (null otherwise). */
export interface PersonNames {
  username: string;
  firstName?: string | null;
  lastName?: string | null;
}

/** 'Nombre Apellido', or null when the viewer may not read the names (a classmate, a stranger). */
export function fullName({ firstName, lastName }: PersonNames): string | null {
  const name = [firstName, lastName].filter(Boolean).join(' ');
  return name || null;
}

/** 'Nombre Apellido (usuario)' where the names may be read, else the username alone. */
export function personLabel(person: PersonNames): string {
  const name = fullName(person);
  return name ? `${name} (${person.username})` : person.username;
}
