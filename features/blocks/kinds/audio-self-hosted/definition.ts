import { z } from 'zod';
import { defineBlock } from '../../define';
import { fileUrl, id, shortText } from '../../fields';
import { fileField, labels, titleField } from '@/features/blocks/shared/common-fields';

const audioSelfHostedSchema = z.object({
  kind: z.literal('audio_self_hosted'),
  id,
  file: fileUrl,
  title: shortText(),
  description: shortText(1000),
});

export const audioSelfHosted = defineBlock({
  schema: audioSelfHostedSchema,
  label: { de: 'Audio (eigene Datei)', en: 'Audio (own file)', cs: 'Audio (vlastní soubor)' },
  sets: ['catalogue'],
  defaults: {},
  fields: [fileField, titleField, { name: 'description', label: labels.description, widget: 'text', multiline: true }],
});
