/** A saved report view as the widget shows it: a link to the report page it saved. */
export type SavedReportView = { view_id: number; name: string; href: string; updated_at: Date };

/** What a save did: saved, refused because the user has a view of that name (409), or refused with a reason. */
export type SaveViewOutcome = 'saved' | 'nameTaken' | { error: string };
