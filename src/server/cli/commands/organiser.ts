import { organiserEmailSchema } from '../../../contract/organisers.ts';
import { addOrganiser } from '../../console/campaigns.ts';
import { MEASUREMENT_HELP, MEASUREMENT_OPTION, selectedMeasurement, stringValue, type Command } from '../command.ts';
import { UsageError } from '../io.ts';

export const organiserCommands: Record<string, Command> = {
  'organiser add': {
    summary: 'Let an e-mail address sign in to the campaign console (/beheer) for a campaign',
    usage: 'organiser add --email ADDRESS [--measurement ID]',
    help: [
      "  --email ADDRESS               The organiser's e-mail address; the sign-in link is mailed to it",
      MEASUREMENT_HELP,
      '',
      'The organiser signs in at /beheer/inloggen with a link mailed to this address, and can then change the',
      "campaign's settings, import addresses, print letters and add more campaigns. Run again with another",
      '--measurement to give the same organiser another campaign.',
    ].join('\n'),
    options: { ...MEASUREMENT_OPTION, email: { type: 'string' } },
    run: async (ctx) => {
      const parsed = organiserEmailSchema.safeParse(stringValue(ctx.values, 'email') ?? '');
      if (!parsed.success) throw new UsageError('--email: give a valid e-mail address');
      const campaign = await selectedMeasurement(ctx);
      const added = await addOrganiser(ctx.store.db, parsed.data, campaign.id, ctx.io.now());
      ctx.io.out(
        added
          ? `${parsed.data} can now sign in at /beheer/inloggen for campaign ${campaign.id} "${campaign.name}".`
          : `${parsed.data} already runs campaign ${campaign.id}; nothing changed.`,
      );
    },
  },
};
