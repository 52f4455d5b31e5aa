import { answerGift, escapeGift, generalFeedback, statementOf, type GiftPart } from '../../formats/giftSyntax.js';

/** The directive that marks an ordering question, which GIFT has no form for. */
export const orderingDirective = 'ordering';

/**
 * GIFT has no ordering question: Aula writes one as a matching of positions (`=1 -> first item =2 -> …`) after a
 * `// [aula:ordering]` comment line. Moodle reads it as a matching question; Aula reads it back as an ordering one.
 */
export const orderingGift: GiftPart = {
  read(question) {
    const [block] = question.blocks;
    if (question.gap || !question.directives.has(orderingDirective) || block?.form !== 'answers') return undefined;
    if (!block.answers.every((answer, i) => answer.match?.left === String(i + 1))) return undefined;
    return { body: { type: 'ORDERING', statement: statementOf(question), items: block.answers.map((answer) => answer.match!.right) } };
  },
  write(question, explanation) {
    const items = (question.items as string[] | undefined) ?? [];
    const block = items.map((item, i) => `=${i + 1} -> ${answerGift(item, 100)}`).join(' ');
    return { text: `${escapeGift(question.statement)} {${block}${generalFeedback(explanation)}}`, directives: [orderingDirective] };
  },
};
