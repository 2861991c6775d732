'use client';

import { Edit, NumberInput, SaveButton, SimpleForm, TextInput, Toolbar } from 'react-admin';
import { zodResolver } from '@hookform/resolvers/zod';
import { billingSettingsSchema } from '@/features/invoices';
import { LocalizedInput } from '../inputs';
import { useNamespaceTexts } from '../namespace-texts';

/**
 * The billing settings (administrators, /api/billing-settings/1/): the venue as seller on invoices,
 * the number prefix, the note under VAT-exempt lines, the bank account, visitors' cancellation rules
 * and how long a waiting-list offer holds. Labels come from the Invoices messages.
 */
export function BillingSettingsEdit() {
  const t = useNamespaceTexts('Invoices');
  return (
    <Edit mutationMode="pessimistic" id={1} resource="billing-settings" redirect={false} title={t('billing')}>
      <SimpleForm
        resolver={zodResolver(billingSettingsSchema) as never}
        toolbar={
          <Toolbar>
            <SaveButton />
          </Toolbar>
        }
      >
        <p>{t('billingIntro')}</p>
        <TextInput source="venue_name" label={t('venueName')} fullWidth />
        <TextInput source="venue_address" label={t('venueAddress')} multiline minRows={3} fullWidth />
        <TextInput source="vat_id" label={t('vatIdField')} />
        <TextInput source="tax_number" label={t('taxNumberField')} />
        <TextInput source="invoice_prefix" label={t('invoicePrefix')} helperText={t('invoicePrefixHelp')} />
        <LocalizedInput source="vat_exempt_note" label={t('vatExemptNote')} multiline />
        <TextInput source="bank_holder" label={t('bankHolder')} fullWidth />
        <TextInput source="iban" label={t('iban')} />
        <TextInput source="bic" label={t('bic')} />
        <NumberInput source="buyer_cancel_hours" label={t('buyerCancelHours')} min={0} max={720} />
        <NumberInput source="cancel_fee_percent" label={t('cancelFeePercent')} min={0} max={100} />
        <NumberInput source="waiting_list_hold_hours" label={t('waitingListHoldHours')} min={1} max={168} />
      </SimpleForm>
    </Edit>
  );
}
