import { MantineProvider } from '@mantine/core';
import {
  addMonths,
  complianceToday,
  FORM_DEFINITIONS,
  formFields,
  getFormDefinitionByKey,
  sampleAnswers,
  topLevelEntries,
  type FormAnswers,
  type FormDefinition,
} from '@portal/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { FormProvider, useForm } from 'react-hook-form';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n';
import { startingAnswers } from './empty-values';
import { FormRenderer } from './form-renderer';
import { formResolver, type FormValues, type SubmitValues } from './resolver';
import { applyServerErrors } from './server-errors';

function definition(key: string): FormDefinition {
  const found = getFormDefinitionByKey(key);
  if (!found) throw new Error(`no form ${key}`);
  return found;
}

/** The renderer inside the form the screens use, with a submit button; exposes setError for 422s. */
function renderForm(form: FormDefinition, onValid: (values: SubmitValues) => void = () => undefined, filled?: FormValues) {
  let setError: ReturnType<typeof useForm<FormValues, unknown, SubmitValues>>['setError'] | undefined;
  function Harness() {
    const methods = useForm<FormValues, unknown, SubmitValues>({
      resolver: formResolver(form),
      defaultValues: filled ?? {
        answers: startingAnswers(formFields(form), undefined),
        ...(form.signature ? { signature: { full_name: '', image: '' } } : {}),
      },
    });
    setError = methods.setError;
    return (
      <FormProvider {...methods}>
        <form onSubmit={methods.handleSubmit(onValid)} noValidate>
          <FormRenderer definition={form} />
          <button type="submit">Send</button>
        </form>
      </FormProvider>
    );
  }
  const view = render(
    <QueryClientProvider client={new QueryClient()}>
      <MantineProvider env="test">
        <Harness />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { setError: () => setError!, unmount: view.unmount };
}

async function submit() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  });
}

describe('FormRenderer', () => {
  beforeAll(() => {
    // jsdom draws nothing: no canvas (the pad then offers only the typed name).
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  });

  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('shows the back of the card only for card documents', () => {
    renderForm(definition('compliance-docs/proof-of-id'));
    expect(screen.getByRole('heading', { name: 'Your document' })).toBeDefined();
    expect(screen.queryByText('Back of the card')).toBeNull();

    fireEvent.click(screen.getByRole('radio', { name: 'Driving Licence' }));
    expect(screen.getByText('Back of the card')).toBeDefined();

    fireEvent.click(screen.getByRole('radio', { name: 'Passport' }));
    expect(screen.queryByText('Back of the card')).toBeNull();
  });

  it('opens follow-up questions for "yes" and adds and removes repeating items within their limits', () => {
    renderForm(definition('tempest-forms/criminal-conviction-declaration'));
    const question = screen.getByRole('radiogroup', { name: /Do you have any convictions/ });
    expect(screen.queryByRole('group', { name: 'Each conviction, caution, reprimand or warning' })).toBeNull();

    fireEvent.click(within(question).getByRole('radio', { name: 'Yes' }));
    const group = screen.getByRole('group', { name: 'Each conviction, caution, reprimand or warning' });
    expect(within(group).getAllByRole('region')).toHaveLength(1);
    // One item is the minimum: it cannot be removed.
    expect(within(group).getByRole('button', { name: 'Remove Offence 1' })).toHaveProperty('disabled', true);

    fireEvent.click(within(group).getByRole('button', { name: 'Add Offence' }));
    expect(within(group).getAllByRole('region').map((item) => item.getAttribute('aria-label'))).toEqual(['Offence 1', 'Offence 2']);
    fireEvent.click(within(group).getByRole('button', { name: 'Remove Offence 2' }));
    expect(within(group).getAllByRole('region')).toHaveLength(1);

    fireEvent.click(within(question).getByRole('radio', { name: 'No' }));
    expect(screen.queryByRole('group', { name: 'Each conviction, caution, reprimand or warning' })).toBeNull();
  });

  it('shows every problem at once on submit, with the required message on each shown field', async () => {
    const onValid = vi.fn();
    renderForm(definition('tempest-forms/criminal-conviction-declaration'), onValid);
    await submit();
    expect(onValid).not.toHaveBeenCalled();
    // Two questions, the typed name and the drawn signature.
    expect(screen.getAllByText('Please answer this question')).toHaveLength(2);
    expect(screen.getByText('Type your full name to sign')).toBeDefined();
    expect(screen.getByText('Please draw your signature')).toBeDefined();

    // Follow-ups join in once shown; hidden ones never complain.
    fireEvent.click(within(screen.getByRole('radiogroup', { name: /Do you have any convictions/ })).getByRole('radio', { name: 'Yes' }));
    await submit();
    // The other question, and the offence's date, offence and outcome.
    expect(screen.getAllByText('Please answer this question')).toHaveLength(4);
  });

  it('gives the messages in Bengali when the candidate reads Bengali, and switches with the language', async () => {
    await act(() => i18n.changeLanguage('bn'));
    renderForm(definition('compliance-docs/national-insurance'));
    expect(screen.getByRole('heading', { name: 'ঘোষণা' })).toBeDefined();
    await submit();
    expect(screen.getAllByText('অনুগ্রহ করে এই প্রশ্নের উত্তর দিন').length).toBeGreaterThanOrEqual(2);

    await act(() => i18n.changeLanguage('en'));
    expect(screen.queryByText('অনুগ্রহ করে এই প্রশ্নের উত্তর দিন')).toBeNull();
    expect(screen.getAllByText('Please answer this question').length).toBeGreaterThanOrEqual(2);
  });

  it('translates pattern messages and messages that carry values, such as a length', async () => {
    renderForm(definition('compliance-docs/national-insurance'));
    fireEvent.change(screen.getByRole('textbox', { name: 'National Insurance number' }), { target: { value: 'not a number' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Your full name' }), { target: { value: 'A'.repeat(101) } });
    await submit();
    expect(screen.getByText('Enter a valid National Insurance number, like AB 12 34 56 C')).toBeDefined();
    expect(screen.getByText('Must be at most 100 characters')).toBeDefined();
  });

  it('unticks the other grounds when "None of these" is ticked, and asks details and the waiver only for a ground', () => {
    renderForm(definition('tempest-forms/disqualification-check'));
    const grounds = screen.getByRole('group', { name: 'Do any of these apply to you?' });
    const barred = within(grounds).getByRole('checkbox', { name: /barred from regulated activity/ });
    const details = () => screen.queryByRole('textbox', { name: 'Please give details of each one' });
    expect(details()).toBeNull();

    fireEvent.click(barred);
    expect(details()).not.toBeNull();
    expect(screen.getByRole('radiogroup', { name: 'Has Ofsted waived your disqualification?' })).toBeDefined();

    fireEvent.click(within(grounds).getByRole('checkbox', { name: 'None of these' }));
    expect(barred).toHaveProperty('checked', false);
    expect(details()).toBeNull();
  });

  it('opens answers given to the previous version of a form, asking the questions it did not have', async () => {
    // Version 1 of the disqualification check asked a single yes/no question.
    const onValid = vi.fn();
    const answers = { is_disqualified: true, disqualification_details: 'Order, 2012', has_waiver: true };
    renderForm(definition('tempest-forms/disqualification-check'), onValid, { answers, signature: { full_name: 'Asha Begum', image: 'data:image/png;base64,iVBORw0KGgo=' } });
    expect(screen.getByRole('group', { name: 'Do any of these apply to you?' })).toBeDefined();
    await submit();
    expect(onValid).not.toHaveBeenCalled();
    expect(screen.getByText('Please answer this question')).toBeDefined();
  });

  it('offers an HCPC registrant dates up to 2 years ahead and refuses a later one', async () => {
    renderForm(definition('tempest-forms/professional-registration'));
    fireEvent.click(screen.getByRole('radio', { name: 'HCPC Registration' }));
    const until = screen.getByLabelText('Registered until');
    const today = complianceToday();
    expect(until.getAttribute('max')).toBe(addMonths(today, 24));
    expect(String(until.getAttribute('min')) > today).toBe(true);
    fireEvent.change(until, { target: { value: addMonths(today, 36) } });
    await submit();
    expect(screen.getByText('This date must be in the future, and no more than 24 months from today')).toBeDefined();
  });

  it('marks optional questions and lets an optional choice be cleared again', () => {
    renderForm(definition('tempest-forms/equal-opportunities'));
    const gender = screen.getByRole('radiogroup', { name: 'Gender (optional)' });
    expect(screen.queryByRole('button', { name: 'Clear answer: Gender (optional)' })).toBeNull();
    fireEvent.click(within(gender).getByRole('radio', { name: 'Female' }));
    expect(within(gender).getByRole('radio', { name: 'Female' })).toHaveProperty('checked', true);
    fireEvent.click(screen.getByRole('button', { name: 'Clear answer: Gender (optional)' }));
    expect(within(gender).getByRole('radio', { name: 'Female' })).toHaveProperty('checked', false);
  });

  it('lists countries in alphabetical order of their name in the language on screen', async () => {
    const names = async () => {
      fireEvent.click(document.querySelector<HTMLInputElement>('input[aria-haspopup="listbox"]')!);
      return (await screen.findAllByRole('option')).slice(0, 4).map((option) => option.textContent);
    };
    const { unmount } = renderForm(definition('tempest-forms/right-to-work'));
    // By code the list would start Andorra, United Arab Emirates, Afghanistan.
    expect(await names()).toEqual(['Afghanistan', 'Åland Islands', 'Albania', 'Algeria']);
    unmount();
    await act(() => i18n.changeLanguage('bn'));
    renderForm(definition('tempest-forms/right-to-work'));
    const bengali = await names();
    expect(bengali).toEqual([...bengali].sort((a, b) => a!.localeCompare(b!)));
    expect(bengali[0]).toMatch(/^অ/);
  });

  it('tidies a valid pattern answer when the field is left', () => {
    renderForm(definition('compliance-docs/national-insurance'));
    const input = screen.getByRole('textbox', { name: 'National Insurance number' });
    fireEvent.change(input, { target: { value: 'ab 12 34 56 c' } });
    fireEvent.blur(input);
    expect(input).toHaveProperty('value', 'AB 12 34 56 C');
  });

  it('puts the API\'s field messages (answers.<path>, signature.*) on their fields', async () => {
    const { setError } = renderForm(definition('tempest-forms/criminal-conviction-declaration'));
    fireEvent.click(within(screen.getByRole('radiogroup', { name: /Do you have any convictions/ })).getByRole('radio', { name: 'Yes' }));
    let unplaced: string[] = [];
    act(() => {
      unplaced = applyServerErrors(
        {
          'answers.offences.0.offence': ['The server says no'],
          'signature.full_name': ['Name refused'],
          files: ['A file is not yours'],
        },
        setError(),
      );
    });
    await waitFor(() => expect(screen.getByText('The server says no')).toBeDefined());
    expect(screen.getByRole('textbox', { name: 'Offence' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Name refused')).toBeDefined();
    expect(unplaced).toEqual(['A file is not yours']);
  });

  describe.each(FORM_DEFINITIONS.map((form) => [form.key, form] as const))('%s', (_key, form) => {
    it('draws every section, refuses an empty submit with a message on each problem, and takes complete answers', async () => {
      const onEmpty = vi.fn();
      const { unmount } = renderForm(form, onEmpty);
      // Sections of conditional questions only appear once a condition holds.
      for (const section of form.sections.filter((s) => s.fields.some((field) => !field.when))) {
        expect(screen.getAllByText(section.title.en).length, section.title.en).toBeGreaterThan(0);
      }
      await submit();
      const required = topLevelEntries(form).filter((entry) => !entry.parent && !entry.field.when && entry.field.required);
      if (required.length === 0 && !form.signature) {
        // Every question may be left unanswered (equal opportunities: nobody has to say).
        expect(onEmpty).toHaveBeenCalledTimes(1);
      } else {
        expect(onEmpty).not.toHaveBeenCalled();
        expect(document.querySelectorAll('[aria-invalid="true"]').length).toBeGreaterThan(0);
      }
      unmount();

      const onComplete = vi.fn();
      const answers: FormAnswers = sampleAnswers(form, { branch: 'no' });
      const signature = form.signature ? { full_name: 'Asha Begum', image: 'data:image/png;base64,iVBORw0KGgo=' } : undefined;
      renderForm(form, onComplete, { answers, ...(signature ? { signature } : {}) });
      await submit();
      await waitFor(() => expect(onComplete).toHaveBeenCalledTimes(1));
    });
  });
});
