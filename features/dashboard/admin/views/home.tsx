'use client';

import { Card, CardContent, Typography, Stack, Button } from '@mui/material';
import { Title, useTranslate, useBasename, useLocaleState, usePermissions, useResourceDefinitions } from 'react-admin';
import { Link } from 'react-router-dom';
import { roleAllows, type StaffRole } from '@/features/auth';
import { TodayDates } from './today';
import { CounterHomeButtons } from './counter-links';

const QUICK = [
  'events',
  'productions',
  'articles',
  'pages',
  'orders',
  'visitors',
  'opening-hours-exceptions',
  'alerts',
  'media',
];

/**
 * The dashboard's start page: what it is for and the areas used most, those the role may use. The
 * door and the box office see today's dates and the check-in first; a door account sees nothing else.
 */
export function DashboardHome() {
  const translate = useTranslate();
  const basename = useBasename();
  const [locale] = useLocaleState();
  const { permissions: role } = usePermissions<StaffRole>();
  const resources = useResourceDefinitions();
  const atTheDoor = role !== undefined && roleAllows(role, ['door', 'box_office']);
  const quick = QUICK.filter((name) => resources[name]);
  return (
    <>
      <Card sx={{ mt: 2 }}>
        <CardContent>
          <Title title={translate('museum.welcome')} />
          <Typography gutterBottom>{translate('museum.welcomeText')}</Typography>
          <Stack direction="row" flexWrap="wrap" gap={1} sx={{ mt: 2 }}>
            {quick.map((name) => (
              <Button key={name} variant="outlined" component={Link} to={`${basename}/${name}`}>
                {translate(`resources.${name}.name`)}
              </Button>
            ))}
            {/* A page of its own (phone-sized), loaded in full rather than routed inside the back office. */}
            {atTheDoor ? (
              <Button variant="contained" href={`${basename}/check-in`}>
                {translate('museum.checkIn')}
              </Button>
            ) : null}
            <CounterHomeButtons />
            <Button variant="text" href={`/${locale}`}>
              {translate('museum.site')}
            </Button>
          </Stack>
        </CardContent>
      </Card>
      {atTheDoor ? <TodayDates /> : null}
    </>
  );
}
