import { Button } from '@mantine/core';
import { can, ROLE_CANDIDATE, type TAdminUserDetail } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UserDetailScreen } from '@/features/users/components/user-detail-screen';
import { WorkProfileCard } from '@/features/compliance/components/work-profile-card';
import { UserCrmPanel } from '@/features/crm';
import { candidateCompliancePath, PackDownloads } from '@/features/documents';
import { useSession } from '@/lib/current-user';

/**
 * /admin/user/{id}: the user administration's screen, with what other features hold about the person: for compliance
 * officers the work profile (which decides a candidate's checklist), a candidate's compliance summary and pack
 * (reachable even before anything is submitted); for those who connect the CRM, its card.
 */
export function Component() {
  const { t } = useTranslation();
  const permissions = useSession()?.permissions ?? [];
  const reviewer = can(permissions, 'documents.review');
  const reviewsCandidate = (user: TAdminUserDetail) => reviewer && user.roles.includes(ROLE_CANDIDATE);
  return (
    <UserDetailScreen
      actions={(user) =>
        reviewsCandidate(user) && (
          <Button component={Link} to={candidateCompliancePath(user.id)}>
            {t('users.detail.compliance_link')}
          </Button>
        )
      }
      sections={(user) => (
        <>
          {reviewer && <WorkProfileCard userId={user.id} />}
          {reviewsCandidate(user) && <PackDownloads candidate={user} />}
          {can(permissions, 'crm.connect') && <UserCrmPanel userId={user.id} />}
        </>
      )}
    />
  );
}
