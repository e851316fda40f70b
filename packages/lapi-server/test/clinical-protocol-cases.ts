import { and, eq } from 'drizzle-orm';
import { putVisitForTest } from '../src/clinical/fixtures.ts';
import type { VisitCategory } from '../src/clinical/question-bank/index.ts';
import { demo, demoVisit } from '../src/db/demo-data.ts';
import type { Db } from '../src/db/open.ts';
import { pendingOrders } from '../src/db/schema/index.ts';
import { DEFAULT_PUBLIC_TOKEN } from '../src/services.ts';
import type { ProtocolCase } from './commerce-protocol-cases.ts';

/**
 * The protocol test cases (src/http/protocol.test.ts) of the online visit and clinical calls. The
 * protocol test runs every route's valid call as Alex on one database, in route order, so each valid
 * call first puts Alex's visits where it needs them (`arrange`) instead of relying on earlier calls.
 */

const alex = demo.alex.leadsId;
const token = DEFAULT_PUBLIC_TOKEN;

/** Alex's seeded ED visit, mid-way at the blood-pressure question, as the current visit. */
const alexAtBloodPressure = (db: Db) =>
  putVisitForTest(db, {
    leadsId: alex,
    category: 'ed',
    currentQuestionId: demoVisit.alexEd.currentQuestionId,
    answers: { 'ed-dob': '06/12/1984', 'ed-symptoms': 'sometimes', 'ed-nitrates': false },
  }).then(() => undefined);

/** A fresh visit of `category` at its first question, touched last: the current visit. */
const alexStarted = (category: VisitCategory, first: string) => (db: Db) =>
  putVisitForTest(db, { leadsId: alex, category, currentQuestionId: first, answers: {} }).then(
    () => undefined,
  );

/** 'Finish' needs the pending order, which a paid /order/create/ earlier in the run removes. */
async function alexPendingEdOrder(db: Db): Promise<void> {
  const [pending] = await db
    .select({ id: pendingOrders.id })
    .from(pendingOrders)
    .where(and(eq(pendingOrders.leadId, alex), eq(pendingOrders.productCategory, 'ed')));
  if (!pending) {
    await db.insert(pendingOrders).values({ leadId: alex, ...toRow(demo.alex.pendingOrder) });
  }
  await alexAtBloodPressure(db);
}

const toRow = ({ product, product_category }: { product: string; product_category: string }) => ({
  product,
  productCategory: product_category,
});

const leadsIdProblems = [
  { data: { leads_id: 'abc' }, field: 'leads_id must be a number' },
  { data: { leads_id: -1 }, field: 'leads_id must be greater than 0' },
];

/** Calls whose other fields are optional: the lead id problems alone, and a bad category. */
function navigation(arrange: (db: Db) => Promise<void>): ProtocolCase {
  return {
    valid: { leads_id: alex },
    arrange,
    invalid: [...leadsIdProblems, { data: { category: 'dental' }, field: 'category must be one of "ed"' }],
  };
}

function answering(): ProtocolCase {
  const valid = { question_id: 'ed-blood-pressure', answer: 'normal' };
  return {
    valid,
    arrange: alexAtBloodPressure,
    invalid: [
      ...leadsIdProblems.map(({ data, field }) => ({ data: { ...data, ...valid }, field })),
      { data: { answer: 'normal' }, field: 'question_id is required' },
      { data: { question_id: 7, answer: 'normal' }, field: 'question_id must be a string' },
      { data: { question_id: 'ed-blood-pressure' }, field: 'answer is required' },
    ],
  };
}

/** A preference call: its valid body (with the token where it carries one) and its own field problems. */
function preference(
  valid: Record<string, unknown>,
  problems: { data: object; field: string }[],
  arrange: (db: Db) => Promise<void> = alexAtBloodPressure,
): ProtocolCase {
  const withToken = 'token' in valid;
  return {
    valid,
    arrange,
    invalid: [
      ...leadsIdProblems.map(({ data, field }) => ({ data: { ...valid, ...data }, field })),
      ...(withToken ? [{ data: { ...valid, token: undefined }, field: 'token is required' }] : []),
      ...problems.map(({ data, field }) => ({ data: { ...valid, ...data }, field })),
    ],
  };
}

export const clinicalProtocolCases: Record<string, ProtocolCase> = {
  '/lapi/leads/startprogram': {
    valid: { new_category: 'ed' },
    arrange: alexPendingEdOrder,
    invalid: [
      ...leadsIdProblems.map(({ data, field }) => ({ data: { ...data, category: 'ed' }, field })),
      { data: { category: 'dental' }, field: 'category must be one of "ed", "sleep", "hair", "SKY GLP"' },
      { data: { new_category: 7 }, field: 'new_category must be one of' },
      { data: {}, field: 'category is required' },
      {
        data: { category: 'ed', new_category: 'ed' },
        field: 'new_category must not be sent together with category',
      },
    ],
  },
  '/lapi/risk/assessment/': navigation(alexAtBloodPressure),
  '/lapi/product/frequency/': preference({ token, frequency: 'MONTHLY' }, [
    { data: { frequency: 'ONE_TIME' }, field: 'frequency must be one of "MONTHLY", "QUARTERLY"' },
    { data: { frequency: undefined }, field: 'frequency must be one of' },
  ]),
  '/lapi/product/drug/': preference({ token, drug: 'sildenafil' }, [
    { data: { drug: 5 }, field: 'drug must be a string' },
    { data: { drug: '' }, field: 'drug must not be empty' },
  ]),
  '/lapi/product/dosage/': preference({ token, dosage: '50 mg' }, [
    { data: { dosage: false }, field: 'dosage must be a string' },
  ]),
  '/lapi/product/hair-preferences/': preference(
    { token, concern: 'receding_hairline', products: ['minoxidil'] },
    [
      { data: { concern: 'bald' }, field: 'concern must be one of "receding_hairline"' },
      { data: { products: [] }, field: 'products must have at least 1 items' },
      { data: { products: ['wig'] }, field: 'products[0] must be one of "finasteride"' },
    ],
    alexStarted('hair', 'hair-dob'),
  ),
  '/lapi/product/sleep-preferences/': preference(
    { trouble: 'falling_asleep', melatonin_ok: false },
    [
      { data: { trouble: 'snoring' }, field: 'trouble must be one of "falling_asleep"' },
      { data: { melatonin_ok: 'no' }, field: 'melatonin_ok must be true or false' },
    ],
    alexStarted('sleep', 'sleep-dob'),
  ),
  '/lapi/account/shipfrequency/': preference({ token, frequency: 'QUARTERLY' }, [
    { data: { frequency: 'WEEKLY' }, field: 'frequency must be one of "MONTHLY", "QUARTERLY"' },
  ]),
  '/lapi/product/preferences/': navigation(alexAtBloodPressure),
  '/lapi/questionnaire/get_questions/': {
    valid: { category: 'ed' },
    arrange: alexAtBloodPressure,
    invalid: [
      ...leadsIdProblems.map(({ data, field }) => ({ data: { ...data, category: 'ed' }, field })),
      { data: {}, field: 'category must be one of' },
      { data: { category: 'ED' }, field: 'category must be one of "ed", "sleep", "hair", "SKY GLP"' },
    ],
  },
  '/lapi/questionnaire/save_question/': answering(),
  '/lapi/questionnaire/get_next_question/': navigation(alexAtBloodPressure),
  '/lapi/questionnaire/get_previous_question/': navigation(alexAtBloodPressure),
  '/lapi/v2/questionnaire/next_question': navigation(alexAtBloodPressure),
  '/lapi/v2/questionnaire/previous_question': navigation(alexAtBloodPressure),
  '/lapi/v2/questionnaire/submit_question': answering(),
};
