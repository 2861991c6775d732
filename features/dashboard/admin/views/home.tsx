'use client';

import { Card, CardContent, Typography, Stack, Button } from '@mui/material';
import { Title, useTranslate, useBasename, useLocaleState } from 'react-admin';
import { Link } from 'react-router-dom';
import { CounterHomeButtons } from './counter-links';

const QUICK = ['events', 'productions', 'articles', 'pages', 'orders', 'opening-hours-exceptions', 'alerts', 'media'];

/** The dashboard's start page: what it is for and the areas used most. */
export function DashboardHome() {
  const translate = useTranslate();
  const basename = useBasename();
  const [locale] = useLocaleState();
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Title title={translate('museum.welcome')} />
        <Typography gutterBottom>{translate('museum.welcomeText')}</Typography>
        <Stack direction="row" flexWrap="wrap" gap={1} sx={{ mt: 2 }}>
          {QUICK.map((name) => (
            <Button key={name} variant="outlined" component={Link} to={`${basename}/${name}`}>
              {translate(`resources.${name}.name`)}
            </Button>
          ))}
          {/* A page of its own (phone-sized), loaded in full rather than routed inside the back office. */}
          <Button variant="contained" href={`${basename}/check-in`}>
            {translate('museum.checkIn')}
          </Button>
          <CounterHomeButtons />
          <Button variant="text" href={`/${locale}`}>
            {translate('museum.site')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
