import { adminMessages, authoringLimits, formatMessage, tagToCreate } from '@segno/domain';
import { useId, useRef, useState } from 'react';
import { cn } from '../lib/cn';
import { Tag } from '../tag';
import { Typeahead, type TypeaheadOption } from '../typeahead';

export type TagPickerTag = { tag_id: number; name: string };

export type TagPickerProps = {
  /** The item's tags, as removable chips. The app reloads them after each change. */
  tags: readonly TagPickerTag[];
  /** Tags whose name holds the term (asked for above 2 characters); abort when `signal` fires. */
  searchTags: (term: string, signal: AbortSignal) => Promise<readonly TagPickerTag[]>;
  /** Puts an existing tag on the item. A rejection shows the save error. */
  onAdd: (tag: TagPickerTag) => unknown;
  /** Creates the typed tag (more than 2 characters, no tag has its name) and puts it on the item. */
  onCreate: (name: string) => unknown;
  /** Takes a tag off the item. */
  onRemove: (tag: TagPickerTag) => unknown;
  /**
   * A visible heading (h2) naming the picker, for use on its own; leave it out where a heading already names
   * it (the wizards' step heading).
   */
  title?: string;
  /** How long typing must pause before searching, in ms (default 400). */
  debounceMs?: number;
  className?: string;
};

const createPrefix = 'create:';

/**
 * The tags of a content, segment or seglet (001 sections 2 and 5): chips with a remove button, and a typeahead
 * that suggests up to 10 other tags once more than 2 characters are typed, offering to create the typed name
 * when no tag has it. Each pick or removal applies at once through the callbacks.
 */
export function TagPicker({
  tags,
  searchTags,
  onAdd,
  onCreate,
  onRemove,
  title,
  debounceMs,
  className,
}: TagPickerProps) {
  const texts = adminMessages.tags;
  const id = useId();
  const inputId = `${id}-search`;
  // The tags behind the options last offered, by option value.
  const offered = useRef(new Map<string, TagPickerTag>());
  const [announcement, setAnnouncement] = useState('');
  const [error, setError] = useState<string>();

  async function apply(change: () => unknown, done: string) {
    setError(undefined);
    try {
      await change();
      setAnnouncement(done);
    } catch {
      setAnnouncement('');
      setError(texts.saveFailed);
    }
  }

  async function loadSuggestions(term: string, signal: AbortSignal): Promise<TypeaheadOption[]> {
    const found = await searchTags(term, signal);
    const onItem = new Set(tags.map((tag) => tag.tag_id));
    const others = found
      .filter((tag) => !onItem.has(tag.tag_id))
      .slice(0, authoringLimits.tagSuggestionLimit);
    offered.current = new Map(others.map((tag) => [String(tag.tag_id), tag]));
    const options = others.map((tag) => ({ value: String(tag.tag_id), label: tag.name }));
    const name = tagToCreate(
      term,
      [...found, ...tags].map((tag) => tag.name),
    );
    if (name === undefined) return options;
    return [...options, { value: `${createPrefix}${name}`, label: formatMessage(texts.create, { name }) }];
  }

  function pick(option: TypeaheadOption | null) {
    if (option === null) return;
    if (option.value.startsWith(createPrefix)) {
      const name = option.value.slice(createPrefix.length);
      void apply(() => onCreate(name), formatMessage(texts.added, { name }));
      return;
    }
    const tag = offered.current.get(option.value);
    if (tag) void apply(() => onAdd(tag), formatMessage(texts.added, { name: tag.name }));
  }

  function remove(tag: TagPickerTag) {
    void apply(() => onRemove(tag), formatMessage(texts.removed, { name: tag.name }));
    // The chip goes away: keep the keyboard in the picker.
    document.getElementById(inputId)?.focus();
  }

  return (
    <div data-slot="tag-picker" className={cn('grid max-w-xl gap-4', className)}>
      {title && <h2 className="text-lg font-semibold">{title}</h2>}
      {tags.length === 0 ? (
        <p className="text-muted-foreground">{texts.empty}</p>
      ) : (
        <ul aria-label={texts.title} className="flex flex-wrap gap-2">
          {tags.map((tag) => (
            <li key={tag.tag_id}>
              <Tag label={tag.name} variant="primary" onRemove={() => remove(tag)} />
            </li>
          ))}
        </ul>
      )}
      <Typeahead
        id={inputId}
        label={texts.searchLabel}
        placeholder={texts.placeholder}
        loadSuggestions={loadSuggestions}
        minChars={authoringLimits.tagSearchMinLength}
        debounceMs={debounceMs}
        // The existing tags and, after them, the offer to create the typed one.
        maxSuggestions={authoringLimits.tagSuggestionLimit + 1}
        value={null}
        onValueChange={pick}
        emptyText={texts.noMatches}
        errorText={texts.searchFailed}
      />
      <p role="status" data-slot="tag-picker-status" className="sr-only">
        {announcement}
      </p>
      {error && (
        <p role="alert" data-slot="tag-picker-error" className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
