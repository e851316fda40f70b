import { dateOfBirth, review, stop } from './helpers.ts';
import { END, type QuestionTree } from './types.ts';

/** The erectile dysfunction (ED) visit. */
export const ed: QuestionTree = {
  category: 'ed',
  prefix: 'ed',
  first: 'ed-dob',
  questions: [
    dateOfBirth('ed', 'ed-symptoms'),
    {
      id: 'ed-symptoms',
      type: 'single_choice',
      text: 'How often do you have trouble getting or keeping an erection?',
      options: [
        { value: 'rarely', label: 'Rarely' },
        { value: 'sometimes', label: 'Sometimes' },
        { value: 'often', label: 'Often' },
        { value: 'always', label: 'Every time' },
      ],
      next: 'ed-nitrates',
    },
    {
      id: 'ed-nitrates',
      type: 'yes_no',
      text: 'Do you take nitrates (such as nitroglycerin or isosorbide) or use poppers?',
      next: { yes: 'ed-nitrates-stop', no: 'ed-blood-pressure' },
    },
    {
      id: 'ed-nitrates-stop',
      type: 'stop',
      text: 'ED medication taken with nitrates can lower your blood pressure dangerously, so we cannot prescribe it online. Please talk to your doctor.',
      reason: stop('nitrates', 'Takes nitrates: ED medication is contraindicated.'),
    },
    {
      id: 'ed-blood-pressure',
      type: 'single_choice',
      text: 'What was your most recent blood pressure reading?',
      options: [
        { value: 'normal', label: 'Normal (below 140/90)' },
        { value: 'high', label: 'High (140/90 or above)', next: 'ed-systolic' },
        {
          value: 'low',
          label: 'Low (below 90/60)',
          flag: review('low_blood_pressure', 'Low blood pressure: a doctor must review the dose.'),
        },
        {
          value: 'unknown',
          label: "I don't know",
          flag: review('blood_pressure_unknown', 'Blood pressure unknown: a doctor will follow up.'),
        },
      ],
      next: 'ed-conditions',
    },
    {
      id: 'ed-systolic',
      type: 'number',
      text: 'What was the top number (systolic) of that reading?',
      min: 70,
      max: 260,
      unit: 'mmHg',
      integer: true,
      next: 'ed-conditions',
      flags: [
        {
          metric: 'answer',
          below: 180,
          flag: review('high_blood_pressure', 'High blood pressure: a doctor must review it first.'),
        },
        {
          metric: 'answer',
          atLeast: 180,
          flag: {
            result: 'not_eligible',
            code: 'severe_hypertension',
            message: 'Systolic blood pressure of 180 mmHg or more: needs in-person care first.',
          },
        },
      ],
    },
    {
      id: 'ed-conditions',
      type: 'multiple_choice',
      text: 'Do you have any of these conditions?',
      options: [
        {
          value: 'heart_disease',
          label: 'Heart disease or chest pain during sex',
          flag: review('heart_disease', 'Heart disease: a doctor must confirm sex is safe.'),
        },
        {
          value: 'stroke',
          label: 'A stroke or heart attack in the last 6 months',
          flag: review('recent_stroke', 'Recent stroke or heart attack: a doctor must review.'),
        },
        { value: 'diabetes', label: 'Diabetes' },
        {
          value: 'liver_kidney',
          label: 'Liver or kidney disease',
          flag: review('liver_kidney', 'Liver or kidney disease: the dose may need adjusting.'),
        },
        { value: 'none', label: 'None of these', exclusive: true },
      ],
      next: 'ed-medications',
    },
    {
      id: 'ed-medications',
      type: 'text',
      text: 'Which medications and supplements do you take? Write "none" if you take none.',
      maxLength: 1000,
      next: 'ed-previous-treatment',
    },
    {
      id: 'ed-previous-treatment',
      type: 'single_choice',
      text: 'Have you taken ED medication before?',
      options: [
        { value: 'never', label: 'Never' },
        { value: 'sildenafil', label: 'Sildenafil (Viagra)' },
        { value: 'tadalafil', label: 'Tadalafil (Cialis)' },
        { value: 'other', label: 'Something else' },
      ],
      next: END,
    },
  ],
};
