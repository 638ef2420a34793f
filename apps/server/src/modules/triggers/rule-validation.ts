import type { ErrorCode } from '@outpost/contracts';
import {
  parseRule,
  RESULT_CODE_MESSAGES,
  saveErrorMessage,
  type RefId,
  type ReferenceChecks,
  type ResultCode,
  type Rule,
  type RuleIssue,
} from '@outpost/rules';
import { AppError } from '../../lib/errors.ts';
import { asInteger } from '../../lib/rule-sql.ts';
import type { TriggersRepository } from './triggers.repository.ts';

const isResultCode = (code: string): code is ResultCode & ErrorCode => Object.hasOwn(RESULT_CODE_MESSAGES, code);

/**
 * A refused save in the one error shape: the §8.1 result code and message when an issue has one,
 * otherwise 'Error saving automation' / 'Error saving ticket board'; every issue's message under
 * its path (`conditions.all.0.value`).
 */
export function ruleRefused(issues: readonly RuleIssue[], isBoard: boolean): AppError {
  const fields: Record<string, string[]> = {};
  for (const issue of issues) {
    const list = (fields[issue.path.join('.') || 'body'] ??= []);
    if (!list.includes(issue.message)) list.push(issue.message);
  }
  const coded = issues.find((issue) => isResultCode(issue.code));
  if (coded && isResultCode(coded.code)) return new AppError(coded.code, RESULT_CODE_MESSAGES[coded.code], fields);
  return new AppError('VALIDATION_FAILED', saveErrorMessage(isBoard), fields);
}

type Kind = 'user' | 'organization' | 'location' | 'form' | 'channel' | 'tag';

/**
 * The records rules name, looked up in two passes: validating with `recording` only notes the
 * ids each kind names; `answer()` then asks the database once per kind and answers the checks
 * that say which of them are gone (an id that is not a whole number names no record: gone).
 */
export function referenceLookups(repo: Pick<TriggersRepository, 'unavailable'>) {
  const named: Record<Kind, Set<RefId>> = {
    user: new Set(),
    organization: new Set(),
    location: new Set(),
    form: new Set(),
    channel: new Set(),
    tag: new Set(),
  };
  const noting = (kind: Kind) => (id: RefId) => {
    named[kind].add(id);
    return false;
  };
  const recording: ReferenceChecks = {
    isDeletedUser: noting('user'),
    isDeletedOrganization: noting('organization'),
    isDeletedLocation: noting('location'),
    isInactiveForm: noting('form'),
    isDeletedChannel: noting('channel'),
    isMissingTag: noting('tag'),
  };
  async function answer(): Promise<ReferenceChecks> {
    const ints = (kind: Kind) => [...named[kind]].map((id) => asInteger(String(id))).filter((n): n is number => n !== null);
    const gone = await repo.unavailable({
      userIds: ints('user'),
      // A user reference that is not an integer is an end user (contact) uid.
      contactUids: [...named.user].map(String).filter((id) => asInteger(id) === null),
      organizationIds: ints('organization'),
      locationIds: ints('location'),
      formIds: ints('form'),
      channelIds: ints('channel'),
      tagNames: [...named.tag].map(String),
    });
    const byId = (set: ReadonlySet<number>) => (id: RefId) => {
      const n = asInteger(String(id));
      return n === null || set.has(n);
    };
    return {
      isDeletedUser: (id) => {
        const n = asInteger(String(id));
        return n === null ? gone.contacts.has(String(id)) : gone.users.has(n);
      },
      isDeletedOrganization: byId(gone.organizations),
      isDeletedLocation: byId(gone.locations),
      isInactiveForm: byId(gone.forms),
      isDeletedChannel: byId(gone.channels),
      isMissingTag: (name) => gone.tags.has(String(name)),
    };
  }
  return { recording, answer };
}

/**
 * Parses and validates a rule body with packages/rules, checking the records it names against
 * the database. The rule is read twice: once with lookups that only note which ids it names,
 * then, after one query per kind, with the answers.
 */
export async function validateRuleBody(repo: TriggersRepository, body: unknown, options: { isBoard: boolean; systemBoard: boolean }): Promise<Rule> {
  const attributes = await repo.attributes();
  const lookups = referenceLookups(repo);
  const first = parseRule(body, { attributes, references: lookups.recording, systemBoard: options.systemBoard });
  // A body that is not even a rule has nothing worth looking up.
  if (!first.rule) throw ruleRefused(first.issues, options.isBoard);
  const parsed = parseRule(body, { attributes, references: await lookups.answer(), systemBoard: options.systemBoard });
  if (!parsed.success) throw ruleRefused(parsed.issues, options.isBoard);
  return parsed.rule;
}
