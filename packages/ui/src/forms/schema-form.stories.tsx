import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { SchemaForm, SubmitButton } from './schema-form.tsx';
import { toSubmissionErrors } from './submission.ts';
import { TextField } from './text-field.tsx';

interface Values {
  name?: string;
  email?: string;
}

/** A stand-in for formRules(…).validate: both fields required (the real rules load yup lazily). */
const validate = async (values: Values) => {
  const errors: Record<string, string> = {};
  if (!values.name) errors.name = 'Name is required';
  if (!values.email) errors.email = 'Email is required';
  return Object.keys(errors).length ? errors : undefined;
};

const meta = {
  title: 'Forms/SchemaForm',
  component: SchemaForm<Values>,
  args: {
    'aria-label': 'Your details',
    validate,
    onSubmit: fn(async () => undefined),
    children: (
      <>
        <TextField name="name" label="Name" />
        <TextField name="email" label="Email" type="email" />
        <SubmitButton loadingText="Saving…">Save</SubmitButton>
      </>
    ),
  },
} satisfies Meta<typeof SchemaForm<Values>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A submit with a field missing: no native bubble, the schema's message, focus on that field. */
export const FocusesTheFirstInvalidField: Story = {
  play: async ({ canvas, args }) => {
    const form = canvas.getByRole('form', { name: 'Your details' });
    await expect(form).toHaveAttribute('novalidate');
    // Rendered in the browser: nothing to wait for, the fields work at once.
    await expect(form.querySelector('fieldset')).toBeEnabled();
    await userEvent.type(canvas.getByLabelText('Email'), 'alex@helmsman.test');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Name is required')).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByLabelText('Name')).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** While the submit runs the button is busy and says so; a second press does not submit again. */
export const BusyWhileSubmitting: Story = {
  args: {
    initialValues: { name: 'Alex', email: 'alex@helmsman.test' },
    // Never settles: the story stays in the submitting state.
    onSubmit: fn(() => new Promise<undefined>(() => {})),
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const busy = await canvas.findByRole('button', { name: 'Saving…' });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(busy);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** The server's form-level message, above the fields by default, announced as an alert. */
export const FormErrorAtStart: Story = {
  args: {
    initialValues: { name: 'Alex', email: 'alex@helmsman.test' },
    onSubmit: fn(async () => toSubmissionErrors({ formError: 'Unable to save your details.' })),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const alert = await canvas.findByText('Unable to save your details.');
    const controls = canvas.getByRole('form', { name: 'Your details' }).querySelector('fieldset');
    await expect(controls?.firstElementChild).toContainElement(alert);
  },
};

/** …or under the form (`formErrorAt="end"`), where a spec puts it (the new-password form). */
export const FormErrorAtEnd: Story = {
  args: {
    ...FormErrorAtStart.args,
    formErrorAt: 'end',
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const alert = await canvas.findByText('Unable to save your details.');
    const controls = canvas.getByRole('form', { name: 'Your details' }).querySelector('fieldset');
    await expect(controls?.lastElementChild).toContainElement(alert);
  },
};
