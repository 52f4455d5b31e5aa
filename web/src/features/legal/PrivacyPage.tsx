import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../routes/paths';
import { LegalLayout, type LegalSection } from './LegalLayout';

const sections: LegalSection[] = [
  {
    heading: 'Qué datos guardamos',
    paragraphs: ['Solo lo que Aula necesita para funcionar:'],
    items: [
      'Su cuenta: nombres, apellidos, correo electrónico y celular. Su contraseña no se guarda: solo su huella (un hash scrypt), que no permite recuperarla.',
      'Su perfil: su nombre de usuario y, si la sube, su foto.',
      'Lo que hace en clase: los grupos a los que pertenece, las preguntas y tareas que escribe, sus intentos con sus respuestas, sus notas y sus notificaciones.',
      'Sus sesiones: el navegador y el sistema desde los que inició sesión (por ejemplo «Chrome en Android») y las fechas de inicio y de último uso.',
    ],
  },
  {
    heading: 'Para qué los usamos',
    paragraphs: [
      'Para dar las clases: mostrar sus grupos y tareas, guardar y calificar sus respuestas, avisarle de novedades y mantener su cuenta segura. ' +
        'Su correo se usa para enviarle el enlace cuando pide una contraseña nueva.',
      'No vendemos ni compartimos sus datos con nadie. Aula no tiene publicidad ni rastreadores.',
    ],
  },
  {
    heading: 'Quién ve qué',
    paragraphs: [],
    items: [
      'El docente de un grupo ve el nombre, el correo y las respuestas y notas de los miembros de ese grupo.',
      'Sus compañeros de grupo ven solo su nombre de usuario.',
      'Nadie más ve sus respuestas ni sus notas. Su cuenta y sus sesiones solo las ve usted.',
    ],
  },
  {
    heading: 'Por cuánto tiempo',
    paragraphs: [],
    items: [
      'Una sesión sin «Recordarme» dura 12 horas y se olvida al cerrar el navegador. Con «Recordarme», dura 30 días desde su último uso (como máximo un año). Una sesión cerrada o vencida se borra a los 30 días.',
      'Un enlace para elegir una contraseña nueva vale 1 hora y sirve una sola vez.',
      'Su cuenta y lo que hizo en clase se guardan hasta que usted elimine la cuenta.',
      'Al eliminarla se borran su nombre, su correo y su celular. Sus intentos quedan en los registros del docente bajo «Usuario eliminado», sin nada que lo identifique.',
    ],
  },
  {
    heading: 'Sus derechos',
    paragraphs: ['Desde Perfil usted puede, cuando quiera:'],
    items: [
      'Corregir sus nombres, su celular y su nombre de usuario.',
      'Descargar todos sus datos en un archivo.',
      'Ver sus sesiones abiertas y cerrar las que no reconozca.',
      'Eliminar su cuenta.',
    ],
  },
  {
    heading: 'Preguntas',
    paragraphs: [
      'Si tiene dudas sobre sus datos, consulte a su docente o a la institución que administra esta instalación de Aula: ellos la tienen a su cargo.',
    ],
  },
];

/** 'Política de privacidad' in plain Spanish, open to anyone: what is kept, why, for how long, who sees it. */
export function Component() {
  return (
    <LegalLayout
      title="Política de privacidad"
      intro="Aquí le contamos qué datos suyos guarda Aula, para qué, por cuánto tiempo y quién puede verlos."
      sections={sections}
      other={
        <Link component={RouterLink} to={paths.terms.href()}>
          Términos y condiciones
        </Link>
      }
    />
  );
}
