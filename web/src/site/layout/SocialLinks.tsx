// Facebook, YouTube and TikTok links, each shown only when the settings hold it (docs/product-rules.md, 'Public
// header').
import type { Setting } from '@phongkham/contracts';
import { useI18n } from '../../shared/i18n/I18nProvider';
import { Icon } from '../ui/icons';

const networks = [
  ['facebook', 'link_facebook'],
  ['youtube', 'link_youtube'],
  ['tiktok', 'link_tiktok'],
] as const;

export function SocialLinks({ setting, className }: { setting: Setting | null; className?: string }) {
  const { t } = useI18n();
  const links = networks.filter(([, field]) => setting?.[field]);
  if (links.length === 0) return null;
  return (
    <ul className={className}>
      {links.map(([network, field]) => (
        <li key={network}>
          <a
            href={setting![field]!}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t(`site.social.${network}`)}
            data-social={network}
          >
            <Icon name={network} size={18} />
          </a>
        </li>
      ))}
    </ul>
  );
}
