import { act, renderHook } from '@testing-library/react';
import type { RuleIssue } from '@outpost/rules';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client.ts';
import { useRuleEditorSubmit, type RuleSaveCall } from './ruleEditor.tsx';

type Tab = 'general' | 'conditions' | 'actions';
const TAB_PATHS = { general: ['name'], conditions: ['conditions'], actions: ['actions'] } as const;
const issue = (path: (string | number)[], message = 'Required'): RuleIssue => ({ path, message, code: 'required' });

function setup(issues: RuleIssue[], save: RuleSaveCall<{ id: number }>) {
  const onSaved = vi.fn();
  const hook = renderHook(
    ({ current }) =>
      useRuleEditorSubmit<Tab, { id: number }>({
        tabIds: ['general', 'conditions', 'actions'],
        tabPaths: TAB_PATHS,
        issues: current,
        save,
        onSaved,
        successMessage: 'Success',
        fallbackMessage: 'Error saving automation',
      }),
    { initialProps: { current: issues } },
  );
  return { ...hook, onSaved };
}

describe('the rule editors’ submit (boards and automations, spec 002 §2.1, §8.1)', () => {
  it('marks nothing before the first submit; a submit with issues marks their tab, switches to the first one and saves nothing', () => {
    const save = vi.fn<RuleSaveCall<{ id: number }>>();
    const { result } = setup([issue(['actions']), issue(['conditions', 'all', 0, 'value'])], save);
    expect(result.current.tabHasError('actions')).toBe(false);
    expect(result.current.errors.size).toBe(0);
    act(() => result.current.submit());
    expect(save).not.toHaveBeenCalled();
    expect(result.current.tab).toBe('conditions');
    expect(result.current.tabHasError('conditions')).toBe(true);
    expect(result.current.tabHasError('actions')).toBe(true);
    expect(result.current.tabHasError('general')).toBe(false);
  });

  it('stays on the shown tab when it holds an issue too', () => {
    const { result } = setup([issue(['name']), issue(['actions', 0, 'value'])], vi.fn());
    act(() => result.current.setTab('actions'));
    act(() => result.current.submit());
    expect(result.current.tab).toBe('actions');
  });

  it('a refused save shows the §8.1 words of its result code and the server’s messages on their tab; editing drops them', () => {
    const refused = new ApiError(400, 'email_action_user_or_contact_not_found', 'x', { 'actions.1.value.uids': ['Must not contain deleted users'] });
    const { result, onSaved } = setup([], ({ onError }) => onError(refused));
    act(() => result.current.submit());
    expect(onSaved).not.toHaveBeenCalled();
    expect(result.current.saveError).toBe('Email action cannot contain deleted users');
    expect(result.current.tab).toBe('actions');
    expect(result.current.errors.get('actions.1.value.uids')).toBe('Must not contain deleted users');
    act(() => result.current.draftChanged());
    expect(result.current.saveError).toBeNull();
    expect(result.current.tabHasError('actions')).toBe(false);
  });

  it('any other failure reads as the editor’s own words; a saved rule goes to onSaved', () => {
    const failing = setup([], ({ onError }) => onError(new ApiError(500, 'INTERNAL', 'boom')));
    act(() => failing.result.current.submit());
    expect(failing.result.current.saveError).toBe('Error saving automation');
    const saving = setup([], ({ onSuccess }) => onSuccess({ id: 7 }));
    act(() => saving.result.current.submit());
    expect(saving.onSaved).toHaveBeenCalledWith({ id: 7 });
  });
});
