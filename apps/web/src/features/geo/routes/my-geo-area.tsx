import { useTranslation } from 'react-i18next';
import { useHomeCountry } from '@/lib/site';
import { GeoAreaForm } from '../components/geo-area-form';
import { Screen } from '@/components/screen';

/** /user/geo-area: the signed-in person chooses where in the home country they live. */
export function Component() {
  const { t } = useTranslation();
  const home = useHomeCountry();
  return (
    <Screen title={t('geo.my_area.title')} intro={t(home === 'GB' ? 'geo.my_area.intro_gb' : 'geo.my_area.intro_bd')} maw={640}>
      <GeoAreaForm owner={{ kind: 'self' }} />
    </Screen>
  );
}
