import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../routes/paths';
import { LegalLayout, type LegalSection } from './LegalLayout';

const sections: LegalSection[] = [
  {
    heading: 'Qué es Aula',
    paragraphs: [
      'Aula es una aplicación para clases: el docente crea grupos, preguntas y tareas; los estudiantes las resuelven y ven sus notas. ' +
        'La administra la institución o la persona que la instaló para sus clases.',
    ],
  },
  {
    heading: 'Su cuenta',
    paragraphs: ['Al crear una cuenta usted se compromete a:'],
    items: [
      'Dar datos verdaderos: su nombre, su correo y su celular.',
      'Guardar su contraseña para usted. Si cree que otra persona la conoce, cámbiela en Perfil o pida un enlace con «¿Olvidó su contraseña?».',
      'Usar «Recordarme» solo en un dispositivo suyo. En una computadora compartida, cierre sesión al terminar.',
    ],
  },
  {
    heading: 'Uso correcto',
    paragraphs: ['En Aula no está permitido:'],
    items: [
      'Entrar a la cuenta de otra persona o intentar adivinar contraseñas.',
      'Publicar en preguntas, respuestas o imágenes contenido ofensivo, ajeno a la clase o que no tenga derecho a compartir.',
      'Entorpecer el servicio, por ejemplo con envíos automáticos en masa.',
    ],
  },
  {
    heading: 'Tareas y notas',
    paragraphs: [
      'Las notas las pone el sistema según la clave de cada pregunta, o el docente cuando revisa una respuesta. ' +
        'Si no está de acuerdo con una nota, hable con su docente: solo el docente del grupo puede corregirla.',
      'Lo que usted escribe en Aula sigue siendo suyo. Las preguntas que un docente escribe pueden seguir usándose en sus tareas ' +
        'aunque la cuenta de quien las escribió se elimine.',
    ],
  },
  {
    heading: 'Eliminar su cuenta',
    paragraphs: [
      'Puede eliminar su cuenta cuando quiera desde Perfil. Sus intentos quedan en los registros del docente bajo el nombre ' +
        '«Usuario eliminado», sin su nombre, correo ni celular.',
      'Si usa Aula de forma contraria a estas condiciones, quien administra esta instalación puede desactivar su cuenta.',
    ],
  },
  {
    heading: 'Sus datos',
    paragraphs: ['Qué datos guardamos, para qué y por cuánto tiempo se explica en la Política de privacidad.'],
  },
];

/** 'Términos y condiciones' in plain Spanish, open to anyone. */
export function Component() {
  return (
    <LegalLayout
      title="Términos y condiciones"
      intro="Estas condiciones explican, en pocas palabras, cómo se usa Aula. Al crear una cuenta o iniciar sesión usted las acepta."
      sections={sections}
      other={
        <Link component={RouterLink} to={paths.privacy.href()}>
          Política de privacidad
        </Link>
      }
    />
  );
}
