import { dateOfBirth, review, stop } from './helpers.ts';
import { END, type QuestionTree } from './types.ts';

/** The hair-loss visit. */
export const hair: QuestionTree = {
  category: 'hair',
  prefix: 'hair',
  first: 'hair-dob',
  questions: [
    dateOfBirth('hair', 'hair-pattern'),
    {
      id: 'hair-pattern',
      type: 'single_choice',
      text: 'Which best describes your hair loss?',
      options: [
        { value: 'receding_hairline', label: 'Receding hairline' },
        { value: 'thinning_crown', label: 'Thinning at the crown' },
        { value: 'overall_thinning', label: 'Thinning all over' },
        { value: 'patchy', label: 'Patches or sudden loss', next: 'hair-patchy-stop' },
      ],
      next: 'hair-duration',
    },
    {
      id: 'hair-patchy-stop',
      type: 'stop',
      text: 'Patchy or sudden hair loss has other causes that a doctor needs to examine in person.',
      reason: stop('patchy_hair_loss', 'Patchy or sudden hair loss: needs an in-person examination.'),
    },
    {
      id: 'hair-duration',
      type: 'single_choice',
      text: 'How long have you been losing hair?',
      options: [
        { value: 'under_1_year', label: 'Less than a year' },
        { value: '1_to_5_years', label: '1 to 5 years' },
        { value: 'over_5_years', label: 'More than 5 years' },
      ],
      next: 'hair-family-plans',
    },
    {
      id: 'hair-family-plans',
      type: 'yes_no',
      text: 'Are you planning to father a child in the next 12 months?',
      next: { yes: 'hair-conditions', no: 'hair-conditions' },
      flags: {
        yes: review('family_plans', 'Planning a child: finasteride needs a doctor’s advice.'),
      },
    },
    {
      id: 'hair-conditions',
      type: 'multiple_choice',
      text: 'Do you have any of these?',
      options: [
        {
          value: 'liver_disease',
          label: 'Liver disease',
          flag: review('liver_disease', 'Liver disease: a doctor must review the treatment.'),
        },
        {
          value: 'prostate_cancer',
          label: 'Prostate cancer, or a raised PSA',
          flag: review('prostate', 'Prostate history: finasteride affects PSA tests.'),
        },
        {
          value: 'depression',
          label: 'Depression',
          flag: review('depression', 'Depression: a doctor must choose the treatment.'),
        },
        { value: 'none', label: 'None of these', exclusive: true },
      ],
      next: END,
    },
  ],
};
