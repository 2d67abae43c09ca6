import { formatMessage, planAdminMessages, type UnitTree } from '@segno/domain';
import { type ComponentProps, useId, useMemo, useRef, useState } from 'react';
import { Button } from '../button';
import { ConfirmDialog } from '../confirm-dialog';
import { useControllableState } from '../hooks/use-controllable-state';
import { cn } from '../lib/cn';
import { overlaySurface } from '../lib/surfaces';
import { UnitTreeEditorCanvas } from './unit-tree-editor-canvas';
import { EditorGroupCard } from './unit-tree-editor-group';
import { editorGroupNames, realGroups } from './unit-tree-editor-layout';
import { UnitTreeEditorSandbox } from './unit-tree-editor-sandbox';
import {
  type UnitTreeEditorCallbacks,
  type UnitTreeEditorConfirmation,
  type UnitTreeEditorContent,
  type UnitTreeEditorDragCallbacks,
  type UnitTreeEditorReset,
  type UnitTreeEditorView,
  unitTreeEditorResets,
} from './unit-tree-editor-types';

const texts = planAdminMessages.unitEditor;

export type UnitTreeEditorLayout = 'tree' | 'list';

export type UnitTreeEditorProps = Omit<
  ComponentProps<'section'>,
  'children' | keyof UnitTreeEditorCallbacks | keyof UnitTreeEditorDragCallbacks
> &
  UnitTreeEditorCallbacks &
  UnitTreeEditorDragCallbacks & {
    /** The unit's tree as the unit editor machine holds it. */
    tree: UnitTree;
    /** Each content of the unit by id: its name, points and type. */
    contents: Readonly<Record<number, UnitTreeEditorContent>>;
    /** The content ids chosen for 'Remove selected'. */
    selected: readonly number[];
    /** The canvas's zoom, 0.6 to 1.5. */
    zoom: number;
    /** The question the machine waits on; the widget shows it in a ConfirmDialog. */
    pendingConfirmation?: UnitTreeEditorConfirmation;
    /** 'tree' (the canvas) or 'list'; controlled with `onLayoutChange`, else starts at `defaultLayout`. */
    layout?: UnitTreeEditorLayout;
    defaultLayout?: UnitTreeEditorLayout;
    onLayoutChange?: (layout: UnitTreeEditorLayout) => void;
    /** The sandbox side list's collapsed state; controlled with `onSidebarCollapsedChange`. */
    isSidebarCollapsed?: boolean;
    defaultSidebarCollapsed?: boolean;
    onSidebarCollapsedChange?: (isCollapsed: boolean) => void;
    /** While the unit saves, the tree takes no edits: the editor is inert and says it is busy. */
    isSaving?: boolean;
  };

function confirmationTexts(
  confirmation: UnitTreeEditorConfirmation,
  selectedCount: number,
): { title?: string; message: string } {
  if (confirmation.kind === 'detach') return { message: texts.detachConfirm };
  const { title, message } = texts.confirmations[confirmation.reset];
  return { title, message: formatMessage(message, { count: selectedCount }) };
}

/**
 * The admin's unit tree editor (002 sections 4 and 9), controlled: it shows the tree the unit editor machine
 * holds and reports every edit through a callback named after the machine's event. The sandbox side list places
 * contents (by a select, so the keyboard can), the canvas or the list view edits the groups (rule, links,
 * detaching, back to the sandbox), the reset-or-remove pop-out asks the machine, and the machine's pending
 * question is shown here as a confirmation.
 */
export function UnitTreeEditor({
  tree,
  contents,
  selected,
  zoom,
  pendingConfirmation,
  layout: layoutProp,
  defaultLayout = 'tree',
  onLayoutChange,
  isSidebarCollapsed: collapsedProp,
  defaultSidebarCollapsed = false,
  onSidebarCollapsedChange,
  isSaving = false,
  onPlace,
  onRemove,
  onLink,
  onDetach,
  onRuleChange,
  onSelectToggle,
  onReset,
  onConfirm,
  onCancel,
  onZoomIn,
  onZoomOut,
  onZoomReset,
  onDragStart,
  onDrop,
  onDragCancel,
  className,
  ...props
}: UnitTreeEditorProps) {
  const [layout, setLayout] = useControllableState({
    value: layoutProp,
    defaultValue: defaultLayout,
    onChange: onLayoutChange,
  });
  const [isCollapsed, setCollapsed] = useControllableState({
    value: collapsedProp,
    defaultValue: defaultSidebarCollapsed,
    onChange: onSidebarCollapsedChange,
  });
  const [isMenuOpen, setMenuOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const id = useId();
  const groups = useMemo(() => realGroups(tree), [tree]);
  const groupNames = useMemo(() => editorGroupNames(groups), [groups]);
  const view = useMemo<UnitTreeEditorView>(
    () => ({ tree, contents, selected, groups, groupNames }),
    [tree, contents, selected, groups, groupNames],
  );
  const callbacks = useMemo(
    () => ({ onRemove, onLink, onDetach, onRuleChange, onSelectToggle }),
    [onRemove, onLink, onDetach, onRuleChange, onSelectToggle],
  );
  const question = pendingConfirmation && confirmationTexts(pendingConfirmation, selected.length);

  function isResetDisabled(reset: UnitTreeEditorReset) {
    switch (reset) {
      case 'removeSelected':
        return selected.length === 0;
      case 'resetSandbox':
        return !tree.contents.some((entry) => entry.is_sandbox);
      case 'resetLayout':
        return groups.length === 0;
      default:
        return tree.contents.length === 0;
    }
  }

  return (
    <section
      data-slot="unit-tree-editor"
      data-layout={layout}
      aria-label={texts.editorTitle}
      aria-busy={isSaving || undefined}
      inert={isSaving || undefined}
      className={cn('flex flex-col gap-3 aria-busy:opacity-70', className)}
      {...props}
    >
      <div className="flex flex-wrap items-center justify-end gap-2">
        <Button
          variant="outline"
          aria-pressed={layout === 'list'}
          onClick={() => setLayout(layout === 'list' ? 'tree' : 'list')}
        >
          {texts.listView}
        </Button>
        {/* biome-ignore lint/a11y/noStaticElementInteractions: Escape and focus leaving come from the button and the pop-out's own buttons inside */}
        <div
          className="relative"
          // The pop-out closes on Escape (focus back on its button) and when focus leaves it.
          onKeyDown={(event) => {
            if (event.key !== 'Escape' || !isMenuOpen) return;
            setMenuOpen(false);
            menuButtonRef.current?.focus();
          }}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget)) setMenuOpen(false);
          }}
        >
          <Button
            ref={menuButtonRef}
            variant="outline"
            aria-expanded={isMenuOpen}
            aria-controls={`${id}-resets`}
            onClick={() => setMenuOpen(!isMenuOpen)}
          >
            {texts.resetMenu}
          </Button>
          {isMenuOpen && (
            <ul
              id={`${id}-resets`}
              data-slot="unit-tree-editor-resets"
              aria-label={texts.resetMenu}
              className={cn(overlaySurface, 'absolute right-0 z-10 mt-1.5 grid w-64 gap-1 p-2')}
            >
              {unitTreeEditorResets.map((reset) => (
                <li key={reset}>
                  <Button
                    variant="ghost"
                    className="w-full justify-start"
                    disabled={isResetDisabled(reset)}
                    onClick={() => {
                      setMenuOpen(false);
                      onReset(reset);
                    }}
                  >
                    {texts.resetChoices[reset]}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      <div className="flex flex-col gap-3 md:flex-row md:items-start">
        <UnitTreeEditorSandbox
          view={view}
          isCollapsed={isCollapsed}
          onCollapsedChange={setCollapsed}
          onPlace={onPlace}
          onSelectToggle={onSelectToggle}
          onDragStart={onDragStart}
          onDragCancel={onDragCancel}
        />
        <div className="min-w-0 flex-1">
          {layout === 'tree' ? (
            <UnitTreeEditorCanvas
              view={view}
              callbacks={callbacks}
              isSidebarCollapsed={isCollapsed}
              zoom={zoom}
              onZoomIn={onZoomIn}
              onZoomOut={onZoomOut}
              onZoomReset={onZoomReset}
              onDrop={onDrop}
            />
          ) : groups.length === 0 ? (
            <p className="p-6 text-center text-sm text-muted-foreground">{texts.empty}</p>
          ) : (
            <ol data-slot="unit-tree-editor-list" aria-label={texts.listView} className="grid gap-3">
              {groups.map((group) => (
                <li
                  key={group.group_id}
                  className="rounded-lg border border-border bg-surface p-3 text-surface-foreground"
                >
                  <EditorGroupCard group={group} view={view} callbacks={callbacks} />
                </li>
              ))}
            </ol>
          )}
        </div>
      </div>
      {question && (
        <ConfirmDialog
          open
          title={question.title}
          message={question.message}
          confirmLabel={texts.okay}
          cancelLabel={texts.cancel}
          tone="danger"
          onConfirm={onConfirm}
          onCancel={onCancel}
        />
      )}
    </section>
  );
}
