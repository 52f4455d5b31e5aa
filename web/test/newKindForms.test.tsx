import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createRefused, fill, openCreate, openUpdate, operationNamed, questionData, type User } from './questionsSetup';

/** Replaces what a field holds (tolerance and credit start as 0 and 100). */
async function replace(user: User, field: HTMLElement, text: string) {
  await user.clear(field);
  await fill(user, field, text);
}

describe('numerical form', () => {
  it('shows the messages of its accepted answers and sends nothing', async () => {
    const { user, environment } = await openCreate('Respuesta numérica');
    await fill(user, screen.getByLabelText(/Enunciado/), '¿Cuánto vale pi?');
    await fill(user, screen.getByLabelText(/Valor 1/), 'tres');
    await replace(user, screen.getByLabelText('Tolerancia'), '-0,1');
    await replace(user, screen.getByLabelText('Crédito (%)'), '120');
    await createRefused(user, environment, 'El valor debe ser un número');
    expect(screen.getByText('La tolerancia no puede ser negativa')).toBeTruthy();
    expect(screen.getByText('El crédito debe estar entre 0 y 100')).toBeTruthy();
    expect(screen.getByText('Al menos una respuesta debe valer 100')).toBeTruthy();
  });

  it('reads decimal commas and points, adds and removes answers, and sends numbers', async () => {
    const { user, environment } = await openCreate('Respuesta numérica');
    await fill(user, screen.getByLabelText(/Enunciado/), '¿Cuánto  vale pi?');
    await fill(user, screen.getByLabelText(/Valor 1/), '3,14');
    await replace(user, screen.getByLabelText('Tolerancia'), '0,01');
    const add = screen.getByRole('button', { name: 'Añadir respuesta aceptada' });
    await user.click(add);
    await user.click(add);
    expect(screen.getAllByRole('group', { name: /^Respuesta aceptada \d$/ })).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Quitar respuesta aceptada 3' }));
    const second = screen.getByRole('group', { name: 'Respuesta aceptada 2' });
    await fill(user, within(second).getByLabelText(/Valor 2/), '3.1');
    await replace(user, within(second).getByLabelText('Tolerancia'), '0.05');
    await replace(user, within(second).getByLabelText('Crédito (%)'), '50');
    await user.click(screen.getByRole('button', { name: 'Crear pregunta' }));
    const mutation = await operationNamed(environment, 'useCreateQuestionMutation');
    expect(mutation.request.variables.input).toMatchObject({
      statement: '¿Cuánto vale pi?',
      numerical: {
        answers: [
          { value: 3.14, tolerance: 0.01, credit: 100 },
          { value: 3.1, tolerance: 0.05, credit: 50 },
        ],
      },
    });
  });

  it('opens a saved question with its answers written the Spanish way', async () => {
    await openUpdate(
      questionData('NumericalQuestion', {
        id: 'q-7',
        type: 'NUMERICAL',
        statement: '¿Cuánto vale e?',
        answers: [{ value: 2.718, tolerance: 0.001, credit: 100 }],
      }),
    );
    expect(((await screen.findByLabelText(/Valor 1/)) as HTMLInputElement).value).toBe('2,718');
    expect((screen.getByLabelText('Tolerancia') as HTMLInputElement).value).toBe('0,001');
  });
});

describe('ordering form', () => {
  it('starts with two items, needs text in each, and stops at ten', async () => {
    const { user, environment } = await openCreate('Ordenar');
    await fill(user, screen.getByLabelText(/Enunciado/), 'Ordene los planetas');
    expect(screen.getAllByRole('textbox', { name: /^Elemento \d+/ })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /Quitar elemento/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Crear pregunta' }));
    expect(await screen.findAllByText('Cada elemento necesita al menos un carácter')).toHaveLength(2);
    const add = screen.getByRole('button', { name: 'Añadir elemento' });
    for (let i = 0; i < 8; i++) await user.click(add);
    expect((add as HTMLButtonElement).disabled).toBe(true);
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('moves items up and down with the keyboard and sends them in that order', async () => {
    const { user, environment } = await openCreate('Ordenar');
    await fill(user, screen.getByLabelText(/Enunciado/), 'Ordene de menor a mayor');
    await user.click(screen.getByRole('button', { name: 'Añadir elemento' }));
    await fill(user, screen.getByRole('textbox', { name: /^Elemento 1/ }), 'Dos');
    await fill(user, screen.getByRole('textbox', { name: /^Elemento 2/ }), 'Uno');
    await fill(user, screen.getByRole('textbox', { name: /^Elemento 3/ }), '  Tres ');
    screen.getByRole('button', { name: 'Subir: Uno' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('«Uno» pasa a la posición 1 de 3'));
    // The focus stays with the moved item: 'Subir' is off at the top, so 'Bajar'.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Bajar: Uno' }));
    await user.click(screen.getByRole('button', { name: 'Quitar elemento 3' }));
    await user.click(screen.getByRole('button', { name: 'Añadir elemento' }));
    await fill(user, screen.getByRole('textbox', { name: /^Elemento 3/ }), 'Tres');
    await user.click(screen.getByRole('button', { name: 'Crear pregunta' }));
    const mutation = await operationNamed(environment, 'useCreateQuestionMutation');
    expect(mutation.request.variables.input).toMatchObject({ statement: 'Ordene de menor a mayor', ordering: { items: ['Uno', 'Dos', 'Tres'] } });
  });
});
