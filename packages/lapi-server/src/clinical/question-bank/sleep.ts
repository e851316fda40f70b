import { dateOfBirth, review, stop } from './helpers.ts';
import { END, type QuestionTree } from './types.ts';

/** The sleep visit. */
export const sleep: QuestionTree = {
  category: 'sleep',
  prefix: 'sleep',
  first: 'sleep-dob',
  questions: [
    dateOfBirth('sleep', 'sleep-trouble'),
    {
      id: 'sleep-trouble',
      type: 'single_choice',
      text: 'What troubles your sleep most?',
      options: [
        { value: 'falling_asleep', label: 'Falling asleep' },
        { value: 'staying_asleep', label: 'Staying asleep' },
        { value: 'waking_early', label: 'Waking up too early' },
        { value: 'all', label: 'All of these' },
      ],
      next: 'sleep-hours',
    },
    {
      id: 'sleep-hours',
      type: 'number',
      text: 'How many hours do you sleep on a typical night?',
      min: 0,
      max: 16,
      unit: 'hours',
      integer: false,
      next: 'sleep-snoring',
    },
    {
      id: 'sleep-snoring',
      type: 'yes_no',
      text: 'Do you snore loudly, or has anyone seen you stop breathing in your sleep?',
      next: { yes: 'sleep-apnea', no: 'sleep-sedatives' },
      flags: { yes: review('possible_sleep_apnea', 'Signs of sleep apnea: a doctor must review.') },
    },
    {
      id: 'sleep-apnea',
      type: 'yes_no',
      text: 'Have you been diagnosed with sleep apnea?',
      next: { yes: 'sleep-sedatives', no: 'sleep-sedatives' },
    },
    {
      id: 'sleep-sedatives',
      type: 'yes_no',
      text: 'Do you take opioids, benzodiazepines or other sedatives?',
      next: { yes: 'sleep-sedatives-stop', no: 'sleep-conditions' },
    },
    {
      id: 'sleep-sedatives-stop',
      type: 'stop',
      text: 'Sleep medication together with sedatives can slow your breathing dangerously, so we cannot prescribe it online. Please talk to your doctor.',
      reason: stop('sedatives', 'Takes sedatives: sleep medication is contraindicated.'),
    },
    {
      id: 'sleep-conditions',
      type: 'multiple_choice',
      text: 'Do you have any of these?',
      options: [
        {
          value: 'depression',
          label: 'Depression',
          flag: review('depression', 'Depression: a doctor must choose the treatment.'),
        },
        { value: 'anxiety', label: 'Anxiety' },
        { value: 'restless_legs', label: 'Restless legs' },
        { value: 'shift_work', label: 'Night or shift work' },
        { value: 'none', label: 'None of these', exclusive: true },
      ],
      next: 'sleep-notes',
    },
    {
      id: 'sleep-notes',
      type: 'text',
      text: 'Is there anything else your doctor should know about your sleep?',
      maxLength: 1000,
      next: END,
    },
  ],
};
