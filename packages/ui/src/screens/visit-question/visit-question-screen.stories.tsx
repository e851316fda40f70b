import { defaultSiteConfig, messages, type VisitAnswer } from '@helmsman/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import {
  alexVisitProgress,
  edBloodPressure,
  edConditions,
  edDateOfBirth,
  edMedications,
  edNitrates,
  edNitratesStop,
  edSystolic,
} from '../../../../../stories/fixtures/index.ts';
import type { SubmitResult } from '../../forms/index.ts';
import { VisitQuestionScreen } from './visit-question-screen.tsx';

const meta = {
  title: 'Screens/VisitQuestion',
  component: VisitQuestionScreen,
  args: { category: 'ed' },
} satisfies Meta<typeof VisitQuestionScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const never = <T,>() => new Promise<T>(() => {});

const ready = {
  state: 'ready' as const,
  question: edBloodPressure,
  answer: null,
  progress: alexVisitProgress,
  onSubmit: fn(async (_answer: VisitAnswer): Promise<SubmitResult> => undefined),
  onBack: fn(async (): Promise<SubmitResult> => undefined),
};

/** /visit/ed/question/ed-blood-pressure: where 'Finish' on alex's pending Sildenafil order resumes. */
export const SingleChoice: Story = {
  args: ready,
  play: async ({ canvas, userEvent, args }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'What was your most recent blood pressure reading?' }),
    ).toBeVisible();
    const group = canvas.getByRole('radiogroup', {
      name: 'What was your most recent blood pressure reading?',
    });
    await expect(group).toBeVisible();
    await expect(canvas.getAllByRole('radio')).toHaveLength(4);
    await expect(canvas.getByRole('progressbar', { name: 'Visit progress' })).toHaveAttribute(
      'aria-valuetext',
      '3 of about 8 questions answered',
    );
    await expect(canvas.getByRole('link', { name: 'Save and exit' })).toHaveAttribute(
      'href',
      defaultSiteConfig.loggedInRedirect,
    );
    await expect(canvas.getByText(/Online visit · Erectile dysfunction/)).toBeVisible();

    await userEvent.click(canvas.getByText('Normal (below 140/90)'));
    await expect(canvas.getByRole('radio', { name: 'Normal (below 140/90)' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    if (args.state === 'ready') await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith('normal'));
  },
};

/** Continue with nothing chosen: the 'required' message, on the group and read with every option. */
export const Required: Story = {
  args: ready,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByText('Please choose an answer.')).toBeVisible();
    const first = canvas.getByRole('radio', { name: 'Normal (below 140/90)' });
    await expect(first).toHaveFocus();
    await expect(first).toHaveAccessibleDescription('Please choose an answer.');
    await expect(first).toHaveAttribute('aria-invalid', 'true');
    if (args.state === 'ready') await expect(args.onSubmit).not.toHaveBeenCalled();

    // Arrow keys move between the options, as in any radio group; choosing clears the message.
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'High (140/90 or above)' })).toBeChecked();
    await expect(canvas.queryByText('Please choose an answer.')).toBeNull();
  },
};

/** Back at a yes/no question answered before: the saved answer is chosen. */
export const YesNoWithSavedAnswer: Story = {
  args: { ...ready, question: edNitrates, answer: false },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('radio', { name: 'No' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Yes' })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    if (args.state === 'ready') await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(false));
  },
};

/** A number with a unit and a range: out of range, then not whole, then accepted as a number. */
export const NumberQuestion: Story = {
  args: { ...ready, question: edSystolic, progress: { answered: 4, totalEstimate: 9 } },
  play: async ({ canvas, userEvent, args }) => {
    const field = canvas.getByRole('textbox', {
      name: 'What was the top number (systolic) of that reading?',
    });
    await expect(field).toHaveAttribute('inputmode', 'numeric');
    await expect(field).toHaveAccessibleDescription('mmHg');
    await userEvent.type(field, '300');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByText('Please enter a number from 70 to 260 mmHg.')).toBeVisible();
    await expect(field).toHaveAccessibleDescription('mmHg Please enter a number from 70 to 260 mmHg.');

    await userEvent.clear(field);
    await userEvent.type(field, '150.5');
    await userEvent.tab();
    await expect(await canvas.findByText('Please enter a whole number.')).toBeVisible();

    await userEvent.clear(field);
    await userEvent.type(field, '150');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    if (args.state === 'ready') await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(150));
  },
};

/** Several answers may apply; 'None of these' cannot be combined with the others. */
export const MultipleChoice: Story = {
  args: { ...ready, question: edConditions, progress: { answered: 5, totalEstimate: 8 } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('group', { name: 'Do you have any of these conditions?' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByText('Please choose at least one answer.')).toBeVisible();

    await userEvent.click(canvas.getByRole('checkbox', { name: 'Diabetes' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Liver or kidney disease' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'None of these' }));
    await expect(canvas.getByRole('checkbox', { name: 'Diabetes' })).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'None of these' })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Diabetes' }));
    await expect(canvas.getByRole('checkbox', { name: 'None of these' })).not.toBeChecked();

    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    if (args.state === 'ready') await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(['diabetes']));
  },
};

/** Free text: blank is not an answer; what is sent is trimmed. */
export const TextQuestion: Story = {
  args: { ...ready, question: edMedications, progress: { answered: 6, totalEstimate: 8 } },
  play: async ({ canvas, userEvent, args }) => {
    const field = canvas.getByRole('textbox', { name: /Which medications and supplements/ });
    await userEvent.type(field, '   ');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByText('Please enter an answer.')).toBeVisible();
    await userEvent.type(field, 'Atorvastatin 10 mg ');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    if (args.state === 'ready')
      await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith('Atorvastatin 10 mg'));
  },
};

/** The first question of a visit: the date of birth with the spec's rules; no Back from here. */
export const FirstQuestionDateOfBirth: Story = {
  args: { ...ready, question: edDateOfBirth, progress: { answered: 0, totalEstimate: 8 }, onBack: undefined },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.queryByRole('button', { name: 'Back' })).toBeNull();
    const field = canvas.getByRole('textbox', { name: 'What is your date of birth?' });
    await expect(field).toHaveAccessibleDescription('MM/DD/YYYY. You must be between 19 and 99 years old.');
    await userEvent.type(field, '02/30/1990');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByText('Invalid date')).toBeVisible();
    await userEvent.clear(field);
    await userEvent.type(field, '06/12/1984');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    if (args.state === 'ready') await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith('06/12/1984'));
  },
};

/**
 * The date of birth's other rules (spec section 5), each message with the field: nothing typed, another
 * format, and an age outside 19 to 99, too young or too old.
 */
export const DateOfBirthRules: Story = {
  args: { ...ready, question: edDateOfBirth, progress: { answered: 0, totalEstimate: 8 }, onBack: undefined },
  play: async ({ canvas, userEvent, args }) => {
    const field = canvas.getByRole('textbox', { name: 'What is your date of birth?' });
    const continueButton = canvas.getByRole('button', { name: 'Continue' });
    await userEvent.click(continueButton);
    await expect(await canvas.findByText('You must enter a date of birth.')).toBeVisible();
    await userEvent.type(field, '6/12/1984');
    await userEvent.click(continueButton);
    await expect(await canvas.findByText('Date format must be MM/DD/YYYY.')).toBeVisible();
    for (const year of [new Date().getFullYear() - 10, 1900]) {
      await userEvent.clear(field);
      await userEvent.type(field, `06/12/${year}`);
      await userEvent.click(continueButton);
      await expect(await canvas.findByText('You must be between 19 and 99 years old.')).toBeVisible();
    }
    if (args.state === 'ready') await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** An answer that rules out online treatment (nitrates): the visit stops here; Back lets them change it. */
export const StopQuestion: Story = {
  args: { ...ready, question: edNitratesStop },
  play: async ({ canvas, userEvent, args }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: "We can't continue your visit online" }),
    ).toBeVisible();
    await expect(canvas.getByText(/can lower your blood pressure dangerously/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Continue' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    if (args.state === 'ready') await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

/** Continue while the answer is saved: busy, and a second press sends nothing. */
export const Submitting: Story = {
  args: { ...ready, onSubmit: fn(() => never<SubmitResult>()) },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByText("I don't know"));
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    const busy = await canvas.findByRole('button', { name: 'Saving…' });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(busy);
    if (args.state === 'ready') await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** The answer was refused by the server: its message shows with the form; the choice stays. */
export const SubmitFailed: Story = {
  args: {
    ...ready,
    onSubmit: fn(async (): Promise<SubmitResult> => ({ formError: messages.failedSubmitQuestion })),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByText('Low (below 90/60)'));
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(messages.failedSubmitQuestion);
    await expect(canvas.getByRole('radio', { name: 'Low (below 90/60)' })).toBeChecked();
  },
};

/** On a legacy API of the first generation (v1), the answer is saved: its failure is the spec's own. */
export const SaveFailed: Story = {
  args: {
    ...ready,
    onSubmit: fn(async (): Promise<SubmitResult> => ({ formError: messages.failedSaveQuestion })),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByText('Normal (below 140/90)'));
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(messages.failedSaveQuestion);
    await expect(canvas.getByRole('radio', { name: 'Normal (below 140/90)' })).toBeChecked();
  },
};

/** Back failed (e.g. the visit was submitted in another tab): the message shows; the question stays. */
export const BackFailed: Story = {
  args: {
    ...ready,
    onBack: fn(async (): Promise<SubmitResult> => ({ formError: messages.failedRetrievePreviousQuestion })),
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    if (args.state === 'ready') await expect(args.onBack).toHaveBeenCalledOnce();
    await expect(await canvas.findByRole('alert')).toHaveTextContent(messages.failedRetrievePreviousQuestion);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(edBloodPressure.text);
  },
};

/** While the visit loads. */
export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your visit…');
  },
};

/** The visit could not be loaded: the message and a way to try again. */
export const Error: Story = {
  args: { state: 'error', message: messages.failedRetrieveNextQuestion, onRetry: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(messages.failedRetrieveNextQuestion);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    if (args.state === 'error') await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** The category's question list could not be read: its own message, and a way to try again. */
export const QuestionsFailed: Story = {
  args: { state: 'error', message: messages.failedRetrieveQuestions, onRetry: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(messages.failedRetrieveQuestions);
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** After the last answer: the visit is with the doctor. */
export const Complete: Story = {
  args: { state: 'complete' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Thank you, your visit is complete',
    );
    await expect(canvas.getByRole('link', { name: 'Go to my account' })).toHaveAttribute(
      'href',
      defaultSiteConfig.loggedInRedirect,
    );
    await expect(canvas.queryByRole('link', { name: 'Save and exit' })).toBeNull();
  },
};

/** A visit link of a category the customer has no visit in progress for (or one already submitted). */
export const NoVisitInProgress: Story = {
  args: { state: 'none', category: 'sleep' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('No visit in progress');
    await expect(canvas.getByText(/You have no sleep visit to continue/)).toBeVisible();
  },
};

/** On a 360px phone: options fill the width, nothing scrolls sideways, buttons stay reachable. */
export const Mobile: Story = {
  args: { ...ready, question: edConditions },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    for (const option of canvas.getAllByRole('checkbox'))
      await expect(option.closest('label')?.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};
