import { useTranslation } from 'react-i18next';
import { GeoAreaForm } from '../components/geo-area-form';
import { Screen } from '../components/screen';

/** /user/geo-area: the signed-in person chooses where in Bangladesh they live. */
export function Component() {
  const { t } = useTranslation();
  return (
    <Screen title={t('geo.my_area.title')} intro={t('geo.my_area.intro')} maw={640}>
      <GeoAreaForm owner={{ kind: 'self' }} />
    </Screen>
  );
}
