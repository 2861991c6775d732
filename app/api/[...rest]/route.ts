// Any /api path that no handler serves: a JSON 404 instead of an HTML page.
import { NextResponse } from 'next/server';

const notFound = () => NextResponse.json({ detail: 'Not found' }, { status: 404 });
export { notFound as GET, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE };
