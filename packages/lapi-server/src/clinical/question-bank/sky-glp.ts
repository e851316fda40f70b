import { dateOfBirth, review, stop } from './helpers.ts';
import { END, type QuestionTree } from './types.ts';

const bmiBelow27 = 27;
const bmiBelow30 = 30;

/** The SKY GLP (weight programme) visit. */
export const skyGlp: QuestionTree = {
  category: 'SKY GLP',
  prefix: 'glp',
  first: 'glp-dob',
  questions: [
    dateOfBirth('glp', 'glp-height'),
    {
      id: 'glp-height',
      type: 'number',
      text: 'How tall are you?',
      min: 48,
      max: 96,
      unit: 'in',
      integer: true,
      next: 'glp-weight',
    },
    {
      id: 'glp-weight',
      type: 'number',
      text: 'How much do you weigh?',
      min: 80,
      max: 700,
      unit: 'lb',
      integer: false,
      bmiFrom: { heightQuestion: 'glp-height' },
      // GLP-1 treatment is indicated from BMI 30, or from 27 with a weight-related condition.
      branches: [
        { metric: 'bmi', below: bmiBelow27, next: 'glp-bmi-stop' },
        { metric: 'bmi', below: bmiBelow30, next: 'glp-weight-conditions' },
      ],
      next: 'glp-thyroid',
    },
    {
      id: 'glp-weight-conditions',
      type: 'multiple_choice',
      text: 'Do you have any of these weight-related conditions?',
      options: [
        { value: 'type_2_diabetes', label: 'Type 2 diabetes or prediabetes' },
        { value: 'high_blood_pressure', label: 'High blood pressure' },
        { value: 'high_cholesterol', label: 'High cholesterol' },
        { value: 'sleep_apnea', label: 'Sleep apnea' },
        { value: 'none', label: 'None of these', exclusive: true, next: 'glp-bmi-stop' },
      ],
      next: 'glp-thyroid',
    },
    {
      id: 'glp-bmi-stop',
      type: 'stop',
      text: 'GLP-1 treatment is for a BMI of 30 or more, or 27 or more with a weight-related condition.',
      reason: stop('bmi_too_low', 'BMI below the treatment threshold.'),
    },
    {
      id: 'glp-thyroid',
      type: 'yes_no',
      text: 'Have you or a close relative had medullary thyroid cancer or MEN2?',
      next: { yes: 'glp-thyroid-stop', no: 'glp-pancreatitis' },
    },
    {
      id: 'glp-thyroid-stop',
      type: 'stop',
      text: 'GLP-1 medication is not safe with a personal or family history of medullary thyroid cancer or MEN2.',
      reason: stop('thyroid_cancer_history', 'Medullary thyroid cancer or MEN2 history: contraindicated.'),
    },
    {
      id: 'glp-pancreatitis',
      type: 'yes_no',
      text: 'Have you ever had pancreatitis?',
      next: { yes: 'glp-goal', no: 'glp-goal' },
      flags: { yes: review('pancreatitis', 'History of pancreatitis: a doctor must review.') },
    },
    {
      id: 'glp-goal',
      type: 'text',
      text: 'What would you like to achieve with the programme?',
      maxLength: 1000,
      next: END,
    },
  ],
};
