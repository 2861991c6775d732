'use client';

import dynamic from 'next/dynamic';

/**
 * The form island behind a client-side dynamic import. Every CMS page can hold a form module, so
 * importing the island directly put its code into the JavaScript of every page; this way it is
 * server-rendered as before and its chunk loads only on pages that show a form.
 */
export const FormViewLazy = dynamic(() => import('./form-view.client').then((m) => m.FormViewIsland));
