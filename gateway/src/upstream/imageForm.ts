import { FormData } from 'undici';
import { badUserInput, messages } from '../graphql/errors.js';

const maxImageBytes = 5 * 1024 * 1024;

/** A multipart body for the api with the uploaded file as its "image" field. */
export async function imageForm(file: File, fields: Record<string, string> = {}): Promise<FormData> {
  // Refused here already, so an oversized file is never forwarded.
  if (file.size > maxImageBytes) throw badUserInput(messages.imageTooLarge);
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('image', new Blob([await file.arrayBuffer()], { type: file.type || 'application/octet-stream' }), file.name || 'image');
  return form;
}
