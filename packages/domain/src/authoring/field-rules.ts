/**
 * Field rules of the admin forms (001 section 5), each a function from the typed value to its message, or
 * undefined when the value is fine. Zod-free, so the ui's forms (react-hook-form `validate`) and the server's
 * schemas (`authoringSchemas`) use the very same rules and messages.
 */
import { authoringLimits } from '../limits-authoring';
import { formatMessage, messages } from '../messages';
import { adminMessages } from '../messages-admin';
import { contentSubTypes, scormContentType, segscormSubType } from '../options';
import { stripAngleBrackets } from '../text';

export type FieldRule<Value> = (value: Value) => string | undefined;

const tooLong = (maxlength: number) => formatMessage(adminMessages.validation.tooLong, { maxlength });

/** A required text of `min` to `max` characters, measured after trimming. */
export function requiredText(max: number, min = 1): FieldRule<string> {
  return (value) => {
    const text = value.trim();
    if (text === '') return messages.validation.required;
    if (text.length < min) return formatMessage(messages.validation.minLength, { minlength: min });
    if (text.length > max) return tooLong(max);
    return undefined;
  };
}

/** The counted fields (001 section 5: "char counter minimum 2"): names, short names and descriptions. */
const countedText = (max: number) => requiredText(max, authoringLimits.nameMinLength);

export const nameRule = countedText(authoringLimits.nameMaxLength);
export const shortNameRule = countedText(authoringLimits.shortNameMaxLength);

/** What the similar-name lookup found (400 ms debounce); a name not looked up, or not answered, is not taken. */
export type NamesTaken = { nameTaken?: boolean; shortNameTaken?: boolean };

/**
 * A name another item of the kind must not have (002 section 5): the field's own rule first, then what the
 * similar-name lookup found; a lookup not answered (undefined) counts as not taken.
 */
export function unlessTaken(rule: FieldRule<string>, value: string, isTaken: boolean | undefined) {
  return rule(value) ?? (isTaken ? messages.validation.unique : undefined);
}
export const descriptionRule = countedText(authoringLimits.descriptionMaxLength);

export const imageRule: FieldRule<string | null> = (value) =>
  value ? undefined : adminMessages.validation.imageRequired;

/** Digits only: the spec's number fields (medal points, content points, minutes) take no signs or decimals. */
export function parseWholeNumber(value: string | number): number | undefined {
  const text = String(value).trim();
  return /^\d{1,9}$/.test(text) ? Number(text) : undefined;
}

export const pointsRule: FieldRule<string | number> = (value) => {
  const points = parseWholeNumber(value);
  if (points === undefined) return adminMessages.validation.wholeNumber;
  return points < authoringLimits.contentPointsMin ? adminMessages.validation.pointsMin : undefined;
};

export const estimatedMinutesRule: FieldRule<string | number> = (value) => {
  const minutes = parseWholeNumber(value);
  if (minutes === undefined) return adminMessages.validation.wholeNumber;
  return minutes < authoringLimits.estimatedMinutesDefault
    ? adminMessages.validation.estimatedTimeMin
    : undefined;
};

export type UrlCheck = { error?: string; warning?: string };

/**
 * A content's address (001 section 5): an http or https URL; http is allowed with an insecure warning on
 * anything but SCORM, where it is refused like any address that is not https.
 */
export function checkContentUrl(value: string, { isScorm = false }: { isScorm?: boolean } = {}): UrlCheck {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return { error: adminMessages.validation.invalidUrl };
  }
  if (url.protocol === 'https:') return {};
  if (url.protocol === 'http:' && !isScorm) return { warning: adminMessages.validation.insecureUrl };
  return { error: adminMessages.validation.invalidUrl };
}

export const contentUrlRule: FieldRule<string> = (value) => checkContentUrl(value).error;

/** The sub types a content type offers; none for most types (and for no type yet). */
export function subTypesOf(type: number | undefined): readonly { id: string; name: string }[] {
  return (type === undefined ? undefined : contentSubTypes[type]) ?? [];
}

export function isScormType(type: number | undefined): boolean {
  return type === scormContentType;
}

/**
 * "Type and sub type consistent (sub type required when the type has sub types)" (001 section 5): a type with
 * sub types needs one of its own; a type without any takes none.
 */
export function subTypeRule({ type, subType }: { type: number | undefined; subType: string | null }) {
  const own = subTypesOf(type);
  const chosen = subType ?? '';
  if (own.length > 0 && chosen === '') return messages.validation.required;
  if (chosen !== '' && !own.some((option) => option.id === chosen))
    return adminMessages.contentTypes.subTypeMismatch;
  return undefined;
}

/**
 * A content's address for its type and sub type (001 section 5): as `checkContentUrl`, SCORM https only
 * (no insecure warning, an error); and "SCORM url must contain activityid and coursename unless sub type is
 * segscorm" ('Invalid Scorm Url'). Contain is read literally, ignoring case.
 */
export function checkContentAddress(
  value: string,
  { type, subType }: { type: number | undefined; subType: string | null },
): UrlCheck {
  const isScorm = isScormType(type);
  const check = checkContentUrl(value, { isScorm });
  if (check.error || !isScorm || subType === segscormSubType) return check;
  const address = value.trim().toLowerCase();
  return address.includes('activityid') && address.includes('coursename')
    ? check
    : { error: adminMessages.validation.invalidScormUrl };
}

/** The company's e-mail domain: a content owner's address must be one of ours (001 section 5). */
export const companyEmailDomain = 'segno.example';

export function isCompanyEmail(value: string): boolean {
  const [local, domain, ...rest] = value.trim().toLowerCase().split('@');
  return rest.length === 0 && !!local && /^[a-z0-9._+-]+$/.test(local) && domain === companyEmailDomain;
}

export const contentOwnerRule: FieldRule<string> = (value) =>
  isCompanyEmail(value) ? undefined : adminMessages.validation.contentOwnerInvalid;

/** Inputs and text areas drop < and > (001 section 5), then surrounding spaces. */
export function cleanText(value: string): string {
  return stripAngleBrackets(value).trim();
}

export type ContentTypeIssue = { path: 'sub_type' | 'url'; message: string };

/**
 * The rules between a content's type, sub type and url, as issues on those fields: the sub type the type
 * needs, and a SCORM address. A url that `contentUrlRule` refuses is left to it (not refused twice). For the
 * server's schemas, and for a save that sends some of the three (the rest read from the stored content).
 */
export function contentTypeIssues({
  type,
  subType,
  url,
}: {
  type: number;
  subType: string | null;
  url?: string;
}): ContentTypeIssue[] {
  const issues: ContentTypeIssue[] = [];
  const subTypeMessage = subTypeRule({ type, subType });
  if (subTypeMessage) issues.push({ path: 'sub_type', message: subTypeMessage });
  if (url === undefined || contentUrlRule(url) !== undefined) return issues;
  const urlMessage = checkContentAddress(url, { type, subType }).error;
  if (urlMessage) issues.push({ path: 'url', message: urlMessage });
  return issues;
}
