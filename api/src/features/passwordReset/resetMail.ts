import type { MailMessage } from '../../mail/mailer.js';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The reset e-mail, in Spanish (usted): the link, how long and how often it works, and what to do if unasked. */
export function resetMail(to: string, firstName: string, link: string): MailMessage {
  const subject = 'Restablecer su contraseña de Aula';
  const lines = [
    `Hola, ${firstName}:`,
    'Recibimos una solicitud para restablecer la contraseña de su cuenta de Aula. Para elegir una nueva, abra este enlace:',
    link,
    'El enlace es válido durante 1 hora y sirve una sola vez.',
    'Si usted no lo pidió, puede ignorar este correo: su contraseña no cambiará.',
  ];
  const [greeting, intro, , validity, ignore] = lines.map(escapeHtml);
  const href = escapeHtml(link);
  return {
    to,
    subject,
    text: `${lines.join('\n\n')}\n`,
    html: `<!doctype html><html lang="es"><body>
<p>${greeting}</p>
<p>${intro}</p>
<p><a href="${href}">Restablecer la contraseña</a></p>
<p>Si el enlace no funciona, copie esta dirección en su navegador:<br>${href}</p>
<p>${validity}</p>
<p>${ignore}</p>
</body></html>`,
  };
}
