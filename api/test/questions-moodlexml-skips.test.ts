import { describe, expect, it } from 'vitest';
import { moodleXml } from '../src/features/questions/formats/moodleXml.js';
import { creatable, errors, read, warnings } from './moodleXmlFixture.js';

// QA2 N2 and N1, reading Moodle XML with the codec on its own: an item Aula cannot map (description, an unknown type)
// is left out with a warning and never blocks the others; a general feedback keeps its paragraphs as lines.

describe('Moodle XML: what Aula leaves out, and explanations of several lines', () => {
  it('skips each question of a type Aula does not have with a warning naming the type; alone, nothing is importable', () => {
    const result = read('unsupported.xml');
    expect(result.questions).toEqual([]);
    expect(result.problems).toEqual([
      {
        line: 4,
        warning: true,
        message:
          'Pregunta «Elegir palabras»: Aula no tiene el tipo de pregunta de Moodle «gapselect», seleccionar palabras faltantes, así que no se importa; las demás sí',
      },
      {
        line: 21,
        warning: true,
        message:
          'Pregunta «Área»: Aula no tiene el tipo de pregunta de Moodle «calculatedsimple», calculada simple, así que no se importa; las demás sí',
      },
      { line: null, warning: false, message: 'El archivo no contiene ninguna pregunta que Aula pueda importar' },
    ]);
  });

  it('imports the other questions of a bank export holding a description and an unknown type, warning about those (QA2 N2)', () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<quiz>
  <question type="category"><category><text>$course$/top/Ciencias</text></category></question>
  <question type="description">
    <name><text>Instrucciones</text></name>
    <questiontext format="html"><text><![CDATA[<p>Lea con atención.</p>]]></text></questiontext>
  </question>
  <question type="ddwtos">
    <name><text>Arrastrar</text></name>
    <questiontext format="html"><text><![CDATA[<p>El [[1]] ladra.</p>]]></text></questiontext>
  </question>
  <question type="truefalse">
    <name><text>Sol</text></name>
    <questiontext format="plain_text"><text>El Sol es una estrella.</text></questiontext>
    <answer fraction="100"><text>true</text></answer>
    <answer fraction="0"><text>false</text></answer>
  </question>
</quiz>`;
    const result = moodleXml.read(xml);
    expect(errors(result)).toEqual([]);
    expect(result.questions.map((question) => question.body.statement)).toEqual(['El Sol es una estrella.']);
    expect(
      warnings(result)
        .map((problem) => problem.message)
        .slice(1),
    ).toEqual([
      'Pregunta «Instrucciones»: Aula no tiene el tipo de pregunta de Moodle «description», descripción, un texto sin pregunta, así que no se importa; las demás sí',
      'Pregunta «Arrastrar»: Aula no tiene el tipo de pregunta de Moodle «ddwtos», arrastrar y soltar sobre texto, así que no se importa; las demás sí',
    ]);
  });

  it('keeps the paragraphs, list items and line breaks of an HTML general feedback as lines (QA2 N1)', () => {
    const xml = `<quiz>
  <question type="truefalse">
    <name><text>Párrafos</text></name>
    <questiontext format="html"><text><![CDATA[<p>Uno</p><p>es impar</p>]]></text></questiontext>
    <generalfeedback format="html"><text><![CDATA[<p>Párrafo uno</p>
<p>Párrafo <strong>dos</strong>&nbsp;fin</p><ul><li>a</li><li>b</li></ul>línea<br>rota<div>bloque   con
espacios</div>]]></text></generalfeedback>
    <answer fraction="100"><text>true</text></answer>
    <answer fraction="0"><text>false</text></answer>
  </question>
</quiz>`;
    const [question] = moodleXml.read(xml).questions;
    expect(question!.body.statement).toBe('Uno es impar');
    expect(question!.explanation).toBe('Párrafo uno\n\nPárrafo dos fin\n\na\nb\n\nlínea\nrota\nbloque con espacios');
    creatable(question!);
  });
});
