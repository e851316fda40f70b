/**
 * The online visit's questionnaires: one tree per category, in code. Questions are product content
 * that changes with releases (and is reviewed like code); what a customer answered is data and lives in
 * the database (`visit_answers`), keyed by the question ids below. Ids are therefore forever: change a
 * question's wording freely, but give a question with a different meaning a new id.
 *
 * Branching is declarative (options and number rules name the next question), so a unit test can prove
 * that every branch ends and every option leads to an existing question of the same tree. Risk flags
 * sit next to the answer that raises them; stop questions end a branch and say why (risk.ts).
 */
export * from './types.ts';

import { ed } from './ed.ts';
import { hair } from './hair.ts';
import { skyGlp } from './sky-glp.ts';
import { sleep } from './sleep.ts';
import type { Question, QuestionTree, VisitCategory } from './types.ts';

export const questionTrees: Readonly<Record<VisitCategory, QuestionTree>> = {
  ed,
  sleep,
  hair,
  'SKY GLP': skyGlp,
};

const byId = new Map<string, { readonly tree: QuestionTree; readonly question: Question }>();
for (const tree of Object.values(questionTrees)) {
  for (const question of tree.questions) byId.set(question.id, { tree, question });
}

/** The question and its tree, or undefined for an id no tree has. */
export function findQuestion(
  id: string,
): { readonly tree: QuestionTree; readonly question: Question } | undefined {
  return byId.get(id);
}

/** A question of `tree`; throws for an id outside it (a bug: ids come from the tree or were checked). */
export function questionOf(tree: QuestionTree, id: string): Question {
  const found = byId.get(id);
  if (!found || found.tree !== tree) throw new Error(`No question ${id} in the ${tree.category} tree`);
  return found.question;
}

/** Body-mass index from pounds and inches. */
export function bmi(weightLb: number, heightIn: number): number {
  return (703 * weightLb) / (heightIn * heightIn);
}
