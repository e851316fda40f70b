import { describe, expect, it } from 'vitest';
import {
  END,
  findQuestion,
  type Next,
  type Question,
  type QuestionTree,
  questionTrees,
  type RiskFlag,
  VISIT_CATEGORIES,
} from './question-bank/index.ts';

/** Every place a question names what comes next. */
function successors(question: Question): Next[] {
  switch (question.type) {
    case 'single_choice':
      return question.options.map((option) =>
        option.next !== undefined ? option.next : (question.next as Next),
      );
    case 'multiple_choice':
      return [
        question.next,
        ...question.options.flatMap((option) => (option.next !== undefined ? [option.next] : [])),
      ];
    case 'yes_no':
      return [question.next.yes, question.next.no];
    case 'number':
      return [question.next, ...(question.branches ?? []).map((branch) => branch.next)];
    case 'text':
    case 'date':
      return [question.next];
    case 'stop':
      return [];
  }
}

function flagsOf(question: Question): RiskFlag[] {
  switch (question.type) {
    case 'single_choice':
    case 'multiple_choice':
      return question.options.flatMap((option) => (option.flag ? [option.flag] : []));
    case 'yes_no':
      return [question.flags?.yes, question.flags?.no].filter((flag): flag is RiskFlag => flag !== undefined);
    case 'number':
      return (question.flags ?? []).map((rule) => rule.flag);
    case 'stop':
      return [question.reason];
    default:
      return [];
  }
}

const trees = Object.values(questionTrees);
const byCategory = trees.map((tree) => [tree.category, tree] as const);

function ids(tree: QuestionTree): Set<string> {
  return new Set(tree.questions.map((question) => question.id));
}

describe('the question bank', () => {
  it('has one tree per visit category', () => {
    expect(Object.keys(questionTrees).sort()).toEqual([...VISIT_CATEGORIES].sort());
    for (const category of VISIT_CATEGORIES) expect(questionTrees[category].category).toBe(category);
  });

  it('gives every question a unique, URL-safe id that starts with its tree prefix', () => {
    const all = trees.flatMap((tree) => tree.questions.map((question) => question.id));
    expect(new Set(all).size).toBe(all.length);
    for (const tree of trees) {
      for (const question of tree.questions) {
        expect(question.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)+$/);
        expect(question.id.startsWith(`${tree.prefix}-`)).toBe(true);
        expect(findQuestion(question.id)?.tree).toBe(tree);
      }
    }
  });

  describe.each(byCategory)('%s', (_category, tree) => {
    const known = ids(tree);

    it('starts with the date of birth', () => {
      expect(tree.questions[0]?.id).toBe(tree.first);
      expect(findQuestion(tree.first)?.question.type).toBe('date');
    });

    it('leads every option and branch to an existing question of the same tree, or to the end', () => {
      for (const question of tree.questions) {
        if (question.type === 'single_choice') {
          for (const option of question.options) {
            // An option without its own `next` needs the question's.
            expect(
              option.next !== undefined || question.next !== undefined,
              `${question.id}/${option.value}`,
            ).toBe(true);
          }
        }
        for (const next of successors(question)) {
          if (next !== END) expect(known, `${question.id} → ${next}`).toContain(next);
        }
      }
    });

    it('reaches every question from the first', () => {
      const reached = new Set<string>();
      const queue: string[] = [tree.first];
      while (queue.length > 0) {
        const id = queue.shift() as string;
        if (reached.has(id)) continue;
        reached.add(id);
        const question = findQuestion(id)?.question;
        if (!question) throw new Error(`unknown ${id}`);
        for (const next of successors(question)) if (next !== END) queue.push(next);
      }
      expect([...reached].sort()).toEqual([...known].sort());
    });

    it('ends every branch: no loops, and every path ends at the end or at a stop question', () => {
      // Depth-first over every path; a question met twice on one path is a loop.
      const ends = new Set<string>();
      const visit = (id: string, path: readonly string[]) => {
        expect(path, `loop at ${id}`).not.toContain(id);
        const question = findQuestion(id)?.question as Question;
        const nexts = successors(question);
        if (question.type === 'stop') {
          expect(nexts).toEqual([]);
          ends.add('stop');
          return;
        }
        expect(nexts.length, `${id} has no way on`).toBeGreaterThan(0);
        for (const next of nexts) {
          if (next === END) ends.add('end');
          else visit(next, [...path, id]);
        }
      };
      visit(tree.first, []);
      expect(ends.has('end')).toBe(true);
    });

    it('lets every question that is not a stop question reach the end on some branch', () => {
      const canFinish = (id: string): boolean => {
        const question = findQuestion(id)?.question as Question;
        return successors(question).some((next) => next === END || canFinish(next));
      };
      for (const question of tree.questions) {
        if (question.type !== 'stop') expect(canFinish(question.id), question.id).toBe(true);
      }
    });

    it('has well-formed questions', () => {
      for (const question of tree.questions) {
        expect(question.text.length).toBeGreaterThan(10);
        if (question.type === 'single_choice' || question.type === 'multiple_choice') {
          const values = question.options.map((option) => option.value);
          expect(values.length).toBeGreaterThanOrEqual(2);
          expect(new Set(values).size).toBe(values.length);
          if (question.type === 'single_choice') {
            expect(question.options.some((option) => option.exclusive)).toBe(false);
          }
        }
        if (question.type === 'number') {
          expect(question.min).toBeLessThan(question.max);
          for (const range of [...(question.branches ?? []), ...(question.flags ?? [])]) {
            expect(range.below !== undefined || range.atLeast !== undefined).toBe(true);
            if (range.metric === 'bmi') {
              // The height must be answered before the weight that the BMI is computed from.
              const height = question.bmiFrom?.heightQuestion;
              expect(height).toBeDefined();
              expect(findQuestion(height as string)?.question.type).toBe('number');
              expect(successors(findQuestion(height as string)?.question as Question)).toContain(question.id);
            }
          }
        }
        if (question.type === 'stop') expect(question.reason.result).toBe('not_eligible');
      }
    });

    it('words each risk code one way', () => {
      const messages = new Map<string, string>();
      for (const flag of tree.questions.flatMap(flagsOf)) {
        expect(flag.code).toMatch(/^[a-z0-9_]+$/);
        expect(messages.get(flag.code) ?? flag.message, flag.code).toBe(flag.message);
        messages.set(flag.code, flag.message);
      }
    });
  });

  it('branches as the clinic decided: nitrates stop the ED visit, BMI decides the weight programme', () => {
    const nitrates = findQuestion('ed-nitrates')?.question;
    expect(nitrates?.type === 'yes_no' && nitrates.next.yes).toBe('ed-nitrates-stop');
    const weight = findQuestion('glp-weight')?.question;
    expect(
      weight?.type === 'number' && weight.branches?.map((branch) => [branch.below, branch.next]),
    ).toEqual([
      [27, 'glp-bmi-stop'],
      [30, 'glp-weight-conditions'],
    ]);
  });
});
