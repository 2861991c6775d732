'use client';

// The waiting list's browser part: the "notify me" form island (rendered only where a date is sold out).
export { WaitingListForm } from './components/waiting-list-form.client';
