// Generated from the server's OpenAPI document by `npm run api:generate` (scripts/api-contract.mjs): do not edit.

export interface paths {
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get health
         * @description Access: Anyone may call this.
         */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Post to auth login
         * @description Access: Anyone may call this.
         */
        post: operations["postAuthLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Post to auth logout
         * @description Access: Anyone may call this.
         */
        post: operations["postAuthLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get auth me
         * @description Access: Any signed-in user.
         */
        get: operations["getAuthMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get users
         * @description Access: System administrators only.
         */
        get: operations["getUsers"];
        put?: never;
        /**
         * Post to users
         * @description Access: System administrators only.
         */
        post: operations["postUsers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update users {id}
         * @description Access: System administrators only.
         */
        patch: operations["patchUsersById"];
        trace?: never;
    };
    "/api/technician-roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get technician roles
         * @description Access: System administrators only.
         */
        get: operations["getTechnicianRoles"];
        put?: never;
        /**
         * Post to technician roles
         * @description Access: System administrators only.
         */
        post: operations["postTechnicianRoles"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/technician-roles/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Replace technician roles {id}
         * @description Access: System administrators only.
         */
        put: operations["putTechnicianRolesById"];
        post?: never;
        /**
         * Delete technician roles {id}
         * @description Access: System administrators only.
         */
        delete: operations["deleteTechnicianRolesById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/table-settings/{tableId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get me table settings {tableId}
         * @description Access: Any signed-in user.
         */
        get: operations["getMeTableSettingsByTableId"];
        /**
         * Replace me table settings {tableId}
         * @description Access: Any signed-in user.
         */
        put: operations["putMeTableSettingsByTableId"];
        post?: never;
        /**
         * Delete me table settings {tableId}
         * @description Access: Any signed-in user.
         */
        delete: operations["deleteMeTableSettingsByTableId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/schedules/next-runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Post to schedules next runs
         * @description Access: Any signed-in user.
         */
        post: operations["postSchedulesNextRuns"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings/feature-flags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get settings feature flags
         * @description Access: Any signed-in user.
         */
        get: operations["getSettingsFeatureFlags"];
        /**
         * Replace settings feature flags
         * @description Access: System administrators only.
         */
        put: operations["putSettingsFeatureFlags"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings/branding": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get settings branding
         * @description Access: Any signed-in user.
         */
        get: operations["getSettingsBranding"];
        /**
         * Replace settings branding
         * @description Access: System administrators only.
         */
        put: operations["putSettingsBranding"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organizations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get organizations
         * @description Access: Any signed-in user.
         */
        get: operations["getOrganizations"];
        put?: never;
        /**
         * Post to organizations
         * @description Access: Signed-in users holding canManageOrganizations (administrators hold every permission).
         */
        post: operations["postOrganizations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organizations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get organizations {id}
         * @description Access: Any signed-in user.
         */
        get: operations["getOrganizationsById"];
        /**
         * Replace organizations {id}
         * @description Access: Signed-in users holding canManageOrganizations (administrators hold every permission).
         */
        put: operations["putOrganizationsById"];
        post?: never;
        /**
         * Delete organizations {id}
         * @description Access: Signed-in users holding canManageOrganizations (administrators hold every permission).
         */
        delete: operations["deleteOrganizationsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/locations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get locations
         * @description Access: Any signed-in user.
         */
        get: operations["getLocations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organizations/{id}/locations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get organizations {id} locations
         * @description Access: Any signed-in user.
         */
        get: operations["getOrganizationsByIdLocations"];
        put?: never;
        /**
         * Post to organizations {id} locations
         * @description Access: Signed-in users holding canManageOrganizations (administrators hold every permission).
         */
        post: operations["postOrganizationsByIdLocations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organizations/{id}/locations/{childId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Replace organizations {id} locations {childId}
         * @description Access: Signed-in users holding canManageOrganizations (administrators hold every permission).
         */
        put: operations["putOrganizationsByIdLocationsByChildId"];
        post?: never;
        /**
         * Delete organizations {id} locations {childId}
         * @description Access: Signed-in users holding canManageOrganizations (administrators hold every permission).
         */
        delete: operations["deleteOrganizationsByIdLocationsByChildId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organizations/{id}/enrollment-tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get organizations {id} enrollment tokens
         * @description Access: Signed-in users holding canManageOrganizations (administrators hold every permission).
         */
        get: operations["getOrganizationsByIdEnrollmentTokens"];
        put?: never;
        /**
         * Post to organizations {id} enrollment tokens
         * @description Access: Signed-in users holding canManageOrganizations (administrators hold every permission).
         */
        post: operations["postOrganizationsByIdEnrollmentTokens"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organizations/{id}/enrollment-tokens/{childId}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Post to organizations {id} enrollment tokens {childId} revoke
         * @description Access: Signed-in users holding canManageOrganizations (administrators hold every permission).
         */
        post: operations["postOrganizationsByIdEnrollmentTokensByChildIdRevoke"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/device-roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get device roles
         * @description Access: Any signed-in user.
         */
        get: operations["getDeviceRoles"];
        put?: never;
        /**
         * Post to device roles
         * @description Access: Signed-in users holding canManageDevices (administrators hold every permission).
         */
        post: operations["postDeviceRoles"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/device-roles/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Replace device roles {id}
         * @description Access: Signed-in users holding canManageDevices (administrators hold every permission).
         */
        put: operations["putDeviceRolesById"];
        post?: never;
        /**
         * Delete device roles {id}
         * @description Access: Signed-in users holding canManageDevices (administrators hold every permission).
         */
        delete: operations["deleteDeviceRolesById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/devices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get devices
         * @description Access: Any signed-in user.
         */
        get: operations["getDevices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/devices/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get devices {id}
         * @description Access: Any signed-in user.
         */
        get: operations["getDevicesById"];
        put?: never;
        post?: never;
        /**
         * Delete devices {id}
         * @description Access: Signed-in users holding canManageDevices (administrators hold every permission).
         */
        delete: operations["deleteDevicesById"];
        options?: never;
        head?: never;
        /**
         * Update devices {id}
         * @description Access: Signed-in users holding canManageDevices (administrators hold every permission).
         */
        patch: operations["patchDevicesById"];
        trace?: never;
    };
    "/api/device-groups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get device groups
         * @description Access: Any signed-in user.
         */
        get: operations["getDeviceGroups"];
        put?: never;
        /**
         * Post to device groups
         * @description Access: Signed-in users holding canManageDeviceGroups (administrators hold every permission).
         */
        post: operations["postDeviceGroups"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/device-groups/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * How many devices a rule matches now, and the first of them
         * @description Access: Any signed-in user.
         */
        post: operations["postDeviceGroupsPreview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/device-groups/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get device groups {id}
         * @description Access: Any signed-in user.
         */
        get: operations["getDeviceGroupsById"];
        /**
         * Save a group; a stale version is refused with 409
         * @description Access: Signed-in users holding canManageDeviceGroups (administrators hold every permission).
         */
        put: operations["putDeviceGroupsById"];
        post?: never;
        /**
         * Delete device groups {id}
         * @description Access: Signed-in users holding canManageDeviceGroups (administrators hold every permission).
         */
        delete: operations["deleteDeviceGroupsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/device-groups/{id}/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get device groups {id} members
         * @description Access: Any signed-in user.
         */
        get: operations["getDeviceGroupsByIdMembers"];
        put?: never;
        /**
         * Post to device groups {id} members
         * @description Access: Signed-in users holding canManageDeviceGroups (administrators hold every permission).
         */
        post: operations["postDeviceGroupsByIdMembers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/device-groups/{id}/members/{deviceId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete device groups {id} members {deviceId}
         * @description Access: Signed-in users holding canManageDeviceGroups (administrators hold every permission).
         */
        delete: operations["deleteDeviceGroupsByIdMembersByDeviceId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/devices/{id}/groups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get devices {id} groups
         * @description Access: Any signed-in user.
         */
        get: operations["getDevicesByIdGroups"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/devices/{id}/tags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get devices {id} tags
         * @description Access: Any signed-in user.
         */
        get: operations["getDevicesByIdTags"];
        /**
         * Replace devices {id} tags
         * @description Access: Signed-in users holding canManageDeviceGroups or canManageDevices (administrators hold every permission).
         */
        put: operations["putDevicesByIdTags"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get billing settings
         * @description Access: Any signed-in user.
         */
        get: operations["getBillingSettings"];
        /**
         * Replace billing settings
         * @description Access: System administrators only.
         */
        put: operations["putBillingSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Technician roles a product may be limited to
         * @description Access: Signed-in users holding canManageBilling (administrators hold every permission).
         */
        get: operations["getBillingRoles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get billing products
         * @description Access: Signed-in users holding canManageBilling (administrators hold every permission).
         */
        get: operations["getBillingProducts"];
        put?: never;
        /**
         * Post to billing products
         * @description Access: Signed-in users holding canManageBilling (administrators hold every permission).
         */
        post: operations["postBillingProducts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/products/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get billing products {id}
         * @description Access: Signed-in users holding canManageBilling (administrators hold every permission).
         */
        get: operations["getBillingProductsById"];
        /**
         * Save a product; a stale version is refused with 409
         * @description Access: Signed-in users holding canManageBilling (administrators hold every permission).
         */
        put: operations["putBillingProductsById"];
        post?: never;
        /**
         * Delete billing products {id}
         * @description Access: Signed-in users holding canManageBilling (administrators hold every permission).
         */
        delete: operations["deleteBillingProductsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/agreements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get billing agreements
         * @description Access: Signed-in users holding canManageBilling (administrators hold every permission).
         */
        get: operations["getBillingAgreements"];
        put?: never;
        /**
         * Post to billing agreements
         * @description Access: Signed-in users holding canManageBilling (administrators hold every permission).
         */
        post: operations["postBillingAgreements"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/agreements/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get billing agreements {id}
         * @description Access: Signed-in users holding canManageBilling (administrators hold every permission).
         */
        get: operations["getBillingAgreementsById"];
        /**
         * Save an agreement; a stale version is refused with 409
         * @description Access: Signed-in users holding canManageBilling (administrators hold every permission).
         */
        put: operations["putBillingAgreementsById"];
        post?: never;
        /**
         * Delete billing agreements {id}
         * @description Access: Signed-in users holding canManageBilling (administrators hold every permission).
         */
        delete: operations["deleteBillingAgreementsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/agreements/{id}/month": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An agreement's devices, time and amounts for a month
         * @description Access: Signed-in users holding canManageBilling (administrators hold every permission).
         */
        get: operations["getBillingAgreementsByIdMonth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/organizations/{id}/labor-agreements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The agreements a time entry on this organization's tickets may bill to on a day; the default first
         * @description Access: Signed-in users holding canManageTickets or canManageBilling (administrators hold every permission).
         */
        get: operations["getBillingOrganizationsByIdLaborAgreements"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/organizations/{id}/statement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An organization's statement for a month
         * @description Access: Signed-in users holding canManageBilling (administrators hold every permission).
         */
        get: operations["getBillingOrganizationsByIdStatement"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/organizations/{id}/statement.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The statement as a CSV download
         * @description Access: Signed-in users holding canManageBilling (administrators hold every permission).
         */
        get: operations["getBillingOrganizationsByIdStatementCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/organizations/{id}/statement.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The statement as a PDF download
         * @description Access: Signed-in users holding canManageBilling (administrators hold every permission).
         */
        get: operations["getBillingOrganizationsByIdStatementPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/organizations/{id}/billed-months": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark a month that is over as billed: its time leaves the unbilled-time dashboard; answers the month's statement
         * @description Access: Signed-in users holding canManageBilling (administrators hold every permission).
         */
        post: operations["postBillingOrganizationsByIdBilledMonths"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/organizations/{id}/billed-months/{month}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Take back a billed mark; answers the month's statement
         * @description Access: Signed-in users holding canManageBilling (administrators hold every permission).
         */
        delete: operations["deleteBillingOrganizationsByIdBilledMonthsByMonth"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/unbilled-time": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Billable time not yet on a billed statement, per organization, agreement and month
         * @description Access: Signed-in users holding canManageBilling (administrators hold every permission).
         */
        get: operations["getBillingUnbilledTime"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agent/download/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get agent download info
         * @description Access: Anyone may call this.
         */
        get: operations["getAgentDownloadInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agent/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get agent download
         * @description Access: Anyone may call this.
         */
        get: operations["getAgentDownload"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agent/install/{platform}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get agent install {platform}
         * @description Access: Anyone may call this.
         */
        get: operations["getAgentInstallByPlatform"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agent/enroll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Post to agent enroll
         * @description Access: Anyone may call this.
         */
        post: operations["postAgentEnroll"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agent/enroll/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Post to agent enroll status
         * @description Access: Anyone may call this.
         */
        post: operations["postAgentEnrollStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agent/heartbeat": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Post to agent heartbeat
         * @description Access: Called by an enrolled device with its credential.
         */
        post: operations["postAgentHeartbeat"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/node-approvals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get node approvals
         * @description Access: Signed-in users holding canApproveNodes (administrators hold every permission).
         */
        get: operations["getNodeApprovals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/node-approvals/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Post to node approvals approve
         * @description Access: Signed-in users holding canApproveNodes (administrators hold every permission).
         */
        post: operations["postNodeApprovalsApprove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/node-approvals/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Post to node approvals reject
         * @description Access: Signed-in users holding canApproveNodes (administrators hold every permission).
         */
        post: operations["postNodeApprovalsReject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/node-approvals/clear": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Post to node approvals clear
         * @description Access: Signed-in users holding canApproveNodes (administrators hold every permission).
         */
        post: operations["postNodeApprovalsClear"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/node-approvals/mode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get node approvals mode
         * @description Access: Any signed-in user.
         */
        get: operations["getNodeApprovalsMode"];
        /**
         * Replace node approvals mode
         * @description Access: Signed-in users holding canApproveNodes (administrators hold every permission).
         */
        put: operations["putNodeApprovalsMode"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/devices/{id}/notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get devices {id} notes
         * @description Access: Any signed-in user.
         */
        get: operations["getDevicesByIdNotes"];
        put?: never;
        /**
         * Post to devices {id} notes
         * @description Access: Any signed-in user.
         */
        post: operations["postDevicesByIdNotes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/devices/{id}/notes/{noteId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Replace devices {id} notes {noteId}
         * @description Access: Any signed-in user.
         */
        put: operations["putDevicesByIdNotesByNoteId"];
        post?: never;
        /**
         * Delete devices {id} notes {noteId}
         * @description Access: Any signed-in user.
         */
        delete: operations["deleteDevicesByIdNotesByNoteId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/mentionable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get users mentionable
         * @description Access: Any signed-in user.
         */
        get: operations["getUsersMentionable"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agent/blobs/{path}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get agent blobs {path}
         * @description Access: Called by an enrolled device with its credential.
         */
        get: operations["getAgentBlobsByPath"];
        /**
         * Replace agent blobs {path}
         * @description Access: Called by an enrolled device with its credential.
         */
        put: operations["putAgentBlobsByPath"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agent/blobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get agent blobs
         * @description Access: Called by an enrolled device with its credential.
         */
        get: operations["getAgentBlobs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agent/backup/key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get agent backup key
         * @description Access: Called by an enrolled device with its credential.
         */
        get: operations["getAgentBackupKey"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agent/work": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get agent work
         * @description Access: Called by an enrolled device with its credential.
         */
        get: operations["getAgentWork"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agent/backup/plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get agent backup plans
         * @description Access: Called by an enrolled device with its credential.
         */
        get: operations["getAgentBackupPlans"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agent/backup/plans/{planUid}/run": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Post to agent backup plans {planUid} run
         * @description Access: Called by an enrolled device with its credential.
         */
        post: operations["postAgentBackupPlansByPlanUidRun"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agent/jobs/{jobUid}/progress": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Post to agent jobs {jobUid} progress
         * @description Access: Called by an enrolled device with its credential.
         */
        post: operations["postAgentJobsByJobUidProgress"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agent/jobs/{jobUid}/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Post to agent jobs {jobUid} complete
         * @description Access: Called by an enrolled device with its credential.
         */
        post: operations["postAgentJobsByJobUidComplete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agent/commands/{id}/result": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Post to agent commands {id} result
         * @description Access: Called by an enrolled device with its credential.
         */
        post: operations["postAgentCommandsByIdResult"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/backup/nodes/{nodeId}/plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Post to backup nodes {nodeId} plans
         * @description Access: Signed-in users holding canManageDevices (administrators hold every permission).
         */
        post: operations["postBackupNodesByNodeIdPlans"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/backup/nodes/{nodeId}/plans/{planUid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Replace backup nodes {nodeId} plans {planUid}
         * @description Access: Signed-in users holding canManageDevices (administrators hold every permission).
         */
        put: operations["putBackupNodesByNodeIdPlansByPlanUid"];
        post?: never;
        /**
         * Delete backup nodes {nodeId} plans {planUid}
         * @description Access: Signed-in users holding canManageDevices (administrators hold every permission).
         */
        delete: operations["deleteBackupNodesByNodeIdPlansByPlanUid"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/backup/nodes/{nodeId}/plans/{planUid}/run": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Post to backup nodes {nodeId} plans {planUid} run
         * @description Access: Signed-in users holding canManageDevices (administrators hold every permission).
         */
        post: operations["postBackupNodesByNodeIdPlansByPlanUidRun"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/backup/lockhart/nodes/{nodeId}/plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get backup lockhart nodes {nodeId} plans
         * @description Access: Any signed-in user.
         */
        get: operations["getBackupLockhartNodesByNodeIdPlans"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/backup/lockhart/nodes/{nodeId}/plans/{planId}/folders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get backup lockhart nodes {nodeId} plans {planId} folders
         * @description Access: Any signed-in user.
         */
        get: operations["getBackupLockhartNodesByNodeIdPlansByPlanIdFolders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/backup/lockhart/v2/nodes/{nodeId}/plans/{planId}/folders/{folderId}/content": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get backup lockhart v2 nodes {nodeId} plans {planId} folders {folderId} content
         * @description Access: Signed-in users holding canViewAndRestoreBackupData (administrators hold every permission).
         */
        get: operations["getBackupLockhartV2NodesByNodeIdPlansByPlanIdFoldersByFolderIdContent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/backup/lockhart/nodes/{nodeId}/plans/{planId}/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get backup lockhart nodes {nodeId} plans {planId} search
         * @description Access: Signed-in users holding canViewAndRestoreBackupData (administrators hold every permission).
         */
        get: operations["getBackupLockhartNodesByNodeIdPlansByPlanIdSearch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/backup/lockhart/v3/nodes/{nodeId}/plans/{planNumericId}/files/{fileId}/revisions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get backup lockhart v3 nodes {nodeId} plans {planNumericId} files {fileId} revisions
         * @description Access: Signed-in users holding canViewAndRestoreBackupData (administrators hold every permission).
         */
        get: operations["getBackupLockhartV3NodesByNodeIdPlansByPlanNumericIdFilesByFileIdRevisions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/backup/lockhart/nodes/{nodeId}/plans/{planId}/files/{fileId}/revisions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get backup lockhart nodes {nodeId} plans {planId} files {fileId} revisions
         * @description Access: Signed-in users holding canViewAndRestoreBackupData (administrators hold every permission).
         */
        get: operations["getBackupLockhartNodesByNodeIdPlansByPlanIdFilesByFileIdRevisions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/backup/lockhart/nodes/{nodeId}/plans/{planId}/jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get backup lockhart nodes {nodeId} plans {planId} jobs
         * @description Access: Any signed-in user.
         */
        get: operations["getBackupLockhartNodesByNodeIdPlansByPlanIdJobs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/backup/lockhart/nodes/{nodeId}/plans/{planId}/volumes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get backup lockhart nodes {nodeId} plans {planId} volumes
         * @description Access: Any signed-in user.
         */
        get: operations["getBackupLockhartNodesByNodeIdPlansByPlanIdVolumes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/backup/lockhart/image/v2/nodes/{nodeId}/plans/{planId}/revisions/{revisionId}/content": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get backup lockhart image v2 nodes {nodeId} plans {planId} revisions {revisionId} content
         * @description Access: Signed-in users holding canViewAndRestoreBackupData (administrators hold every permission).
         */
        get: operations["getBackupLockhartImageV2NodesByNodeIdPlansByPlanIdRevisionsByRevisionIdContent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/backup/lockhart/nodes/{nodeId}/plans/{planId}/revisions/{revisionId}/data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get backup lockhart nodes {nodeId} plans {planId} revisions {revisionId} data
         * @description Access: Signed-in users holding canViewAndRestoreBackupData (administrators hold every permission).
         */
        get: operations["getBackupLockhartNodesByNodeIdPlansByPlanIdRevisionsByRevisionIdData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/backup/lockhart/nodes/{nodeId}/plans/{planId}/folders/{folderId}/jobs/{jobId}/data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get backup lockhart nodes {nodeId} plans {planId} folders {folderId} jobs {jobId} data
         * @description Access: Signed-in users holding canViewAndRestoreBackupData (administrators hold every permission).
         */
        get: operations["getBackupLockhartNodesByNodeIdPlansByPlanIdFoldersByFolderIdJobsByJobIdData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/backup/lockhart/image/nodes/{nodeId}/plans/{planId}/revisions/{revisionId}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get backup lockhart image nodes {nodeId} plans {planId} revisions {revisionId} download
         * @description Access: Signed-in users holding canViewAndRestoreBackupData (administrators hold every permission).
         */
        get: operations["getBackupLockhartImageNodesByNodeIdPlansByPlanIdRevisionsByRevisionIdDownload"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/backup/jobs/batch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Post to backup jobs batch
         * @description Access: Signed-in users holding canViewAndRestoreBackupData (administrators hold every permission).
         */
        post: operations["postBackupJobsBatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/backup/jobs/{jobUid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get backup jobs {jobUid}
         * @description Access: Any signed-in user.
         */
        get: operations["getBackupJobsByJobUid"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/backup/nodes/{nodeId}/jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get backup nodes {nodeId} jobs
         * @description Access: Any signed-in user.
         */
        get: operations["getBackupNodesByNodeIdJobs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/backup/jobs/{jobUid}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Post to backup jobs {jobUid} cancel
         * @description Access: Signed-in users holding canViewAndRestoreBackupData or canManageDevices (administrators hold every permission).
         */
        post: operations["postBackupJobsByJobUidCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/backup/jobs/{jobUid}/clear": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Post to backup jobs {jobUid} clear
         * @description Access: Signed-in users holding canViewAndRestoreBackupData or canManageDevices (administrators hold every permission).
         */
        post: operations["postBackupJobsByJobUidClear"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/backup/nodes/{nodeId}/plans/{planUid}/jobs/{jobGuid}/sync": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Post to backup nodes {nodeId} plans {planUid} jobs {jobGuid} sync
         * @description Access: Signed-in users holding canManageDevices (administrators hold every permission).
         */
        post: operations["postBackupNodesByNodeIdPlansByPlanUidJobsByJobGuidSync"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/backup/jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get backup jobs
         * @description Access: Signed-in users holding canViewAndRestoreBackupData or canManageDevices (administrators hold every permission).
         */
        get: operations["getBackupJobs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/backup/lockhart/nodes/{nodeId}/delete-plan-revisions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Post to backup lockhart nodes {nodeId} delete plan revisions
         * @description Access: Signed-in users holding canManageDevices (administrators hold every permission).
         */
        post: operations["postBackupLockhartNodesByNodeIdDeletePlanRevisions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/backup/lockhart/nodes/{nodeId}/plans/{planId}/delete-revisions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Post to backup lockhart nodes {nodeId} plans {planId} delete revisions
         * @description Access: Signed-in users holding canManageDevices (administrators hold every permission).
         */
        post: operations["postBackupLockhartNodesByNodeIdPlansByPlanIdDeleteRevisions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/backup/deletions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get backup deletions
         * @description Access: Any signed-in user.
         */
        get: operations["getBackupDeletions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/backup/deletions/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Post to backup deletions {id} cancel
         * @description Access: Signed-in users holding canManageDevices (administrators hold every permission).
         */
        post: operations["postBackupDeletionsByIdCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/query/devices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get query devices
         * @description Access: Any signed-in user.
         */
        get: operations["getQueryDevices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/backup/nodes/{nodeId}/original-location": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get backup nodes {nodeId} original location
         * @description Access: Signed-in users holding canViewAndRestoreBackupData (administrators hold every permission).
         */
        get: operations["getBackupNodesByNodeIdOriginalLocation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/backup/nodes/{nodeId}/fs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get backup nodes {nodeId} fs
         * @description Access: Signed-in users holding canViewAndRestoreBackupData (administrators hold every permission).
         */
        get: operations["getBackupNodesByNodeIdFs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/backup/nodes/{nodeId}/folders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Post to backup nodes {nodeId} folders
         * @description Access: Signed-in users holding canViewAndRestoreBackupData (administrators hold every permission).
         */
        post: operations["postBackupNodesByNodeIdFolders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organizations/{id}/backup-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get organizations {id} backup settings
         * @description Access: Any signed-in user.
         */
        get: operations["getOrganizationsByIdBackupSettings"];
        /**
         * Replace organizations {id} backup settings
         * @description Access: Signed-in users holding canManageOrganizations (administrators hold every permission).
         */
        put: operations["putOrganizationsByIdBackupSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ticketing/statuses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ticket statuses in workflow order: the six system statuses and custom ones under them
         * @description Access: Any signed-in user.
         */
        get: operations["getTicketingStatuses"];
        put?: never;
        /**
         * Add a custom status under a system status
         * @description Access: System administrators only.
         */
        post: operations["postTicketingStatuses"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ticketing/statuses/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change a custom status (system statuses are fixed)
         * @description Access: System administrators only.
         */
        put: operations["putTicketingStatusesById"];
        post?: never;
        /**
         * Delete a custom status no ticket uses
         * @description Access: System administrators only.
         */
        delete: operations["deleteTicketingStatusesById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ticketing/tags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Tags: every tag (pageSize 0), or a page after anchorName matching searchCriteria
         * @description Access: Any signed-in user.
         */
        get: operations["getTicketingTags"];
        put?: never;
        /**
         * Create a tag ('Tag already exists' on a duplicate in any case)
         * @description Access: Signed-in users holding canManageTickets (administrators hold every permission).
         */
        post: operations["postTicketingTags"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ticketing/tags/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Rename a tag
         * @description Access: System administrators only.
         */
        put: operations["putTicketingTagsById"];
        post?: never;
        /**
         * Delete a tag (it leaves every ticket)
         * @description Access: System administrators only.
         */
        delete: operations["deleteTicketingTagsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ticketing/forms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Forms: active ones sorted by name (includeInactive=true for the editor)
         * @description Access: Any signed-in user.
         */
        get: operations["getTicketingForms"];
        put?: never;
        /**
         * Create a form
         * @description Access: System administrators only.
         */
        post: operations["postTicketingForms"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ticketing/forms/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One form with its attributes
         * @description Access: Any signed-in user.
         */
        get: operations["getTicketingFormsById"];
        /**
         * Change a form and its attribute list
         * @description Access: System administrators only.
         */
        put: operations["putTicketingFormsById"];
        post?: never;
        /**
         * Delete a form no ticket uses
         * @description Access: System administrators only.
         */
        delete: operations["deleteTicketingFormsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ticketing/attributes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Custom ticket attributes (GetAttributeList)
         * @description Access: Any signed-in user.
         */
        get: operations["getTicketingAttributes"];
        put?: never;
        /**
         * Create an attribute (choices get ids)
         * @description Access: System administrators only.
         */
        post: operations["postTicketingAttributes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ticketing/attributes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change an attribute (type and used choices stay while tickets hold values)
         * @description Access: System administrators only.
         */
        put: operations["putTicketingAttributesById"];
        post?: never;
        /**
         * Delete an attribute no ticket holds a value of
         * @description Access: System administrators only.
         */
        delete: operations["deleteTicketingAttributesById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ticketing/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The service-desk settings (defaults until first saved)
         * @description Access: Any signed-in user.
         */
        get: operations["getTicketingConfig"];
        /**
         * Replace the service-desk settings
         * @description Access: System administrators only.
         */
        put: operations["putTicketingConfig"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ticketing/contacts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Contacts: a server-driven table (filter organizationId; search name or e-mail)
         * @description Access: Signed-in users holding canManageTickets or canManageOrganizations (administrators hold every permission).
         */
        get: operations["getTicketingContacts"];
        put?: never;
        /**
         * Add a contact to an organization
         * @description Access: Signed-in users holding canManageTickets or canManageOrganizations (administrators hold every permission).
         */
        post: operations["postTicketingContacts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ticketing/contacts/{uid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One contact by uid (deleted ones too, marked)
         * @description Access: Signed-in users holding canManageTickets or canManageOrganizations (administrators hold every permission).
         */
        get: operations["getTicketingContactsByUid"];
        /**
         * Change a contact
         * @description Access: Signed-in users holding canManageTickets or canManageOrganizations (administrators hold every permission).
         */
        put: operations["putTicketingContactsByUid"];
        post?: never;
        /**
         * Delete a contact (marked; tickets keep naming it)
         * @description Access: Signed-in users holding canManageTickets or canManageOrganizations (administrators hold every permission).
         */
        delete: operations["deleteTicketingContactsByUid"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/query/organizations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Organization picker: by name, 50 a page; forTickets=true: only those whose tickets the caller works
         * @description Access: Any signed-in user.
         */
        get: operations["getQueryOrganizations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/query/locations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Location picker: by name (optionally in one organization), 50 a page, rows name their organization
         * @description Access: Any signed-in user.
         */
        get: operations["getQueryLocations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every organization by name, for the rule and board editors (spec 002 §7 GET /client/list)
         * @description Access: Any signed-in user.
         */
        get: operations["getClientList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ticketing/tickets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ticket list: a server-driven table of the tickets of the organizations the user's role works (search summary or #id; filters status, statusParent, type, priority, severity, source, organizationId, locationId, assignedAppUserId (null: unassigned), requesterUid, requesterUserId, tags, formId, parentTicketId; default sort id descending)
         * @description Access: Signed-in users holding canManageTickets (administrators hold every permission).
         */
        get: operations["getTicketingTickets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ticketing/ticket": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a ticket (status NEW and source TECHNICIAN unless given), optionally with a first comment
         * @description Access: Signed-in users holding canManageTickets (administrators hold every permission).
         */
        post: operations["postTicketingTicket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ticketing/ticket/problem": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Problem ticket picker: PROBLEM tickets of the user's organizations by summary or #id, 50 a page, items labelled '#id name'
         * @description Access: Signed-in users holding canManageTickets (administrators hold every permission).
         */
        get: operations["getTicketingTicketProblem"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ticketing/technicians": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Assignee and mention picker: active users who can work tickets (given organizationId, or a ticketId the caller works, those whose role works its organization), 50 a page
         * @description Access: Signed-in users holding canManageTickets (administrators hold every permission).
         */
        get: operations["getTicketingTechnicians"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ticketing/ticket/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One ticket (403 'Error ticket forbidden' outside the organizations the user's role works), with '(Deleted)' and 'User not Found' markers (deleted / found flags) on its references
         * @description Access: Signed-in users holding canManageTickets (administrators hold every permission).
         */
        get: operations["getTicketingTicketById"];
        put?: never;
        post?: never;
        /**
         * Delete a ticket (it is marked deleted and leaves every list)
         * @description Access: Signed-in users holding canManageTickets (administrators hold every permission).
         */
        delete: operations["deleteTicketingTicketById"];
        options?: never;
        head?: never;
        /**
         * Change a ticket (and add a comment) in one save; a stale version is refused with 409; resolveIncidents solves a problem's incidents too
         * @description Access: Signed-in users holding canManageTickets (administrators hold every permission).
         */
        patch: operations["patchTicketingTicketById"];
        trace?: never;
    };
    "/api/ticketing/ticket/{id}/merge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Merge this ticket into another; answers the target
         * @description Access: Signed-in users holding canManageTickets (administrators hold every permission).
         */
        post: operations["postTicketingTicketByIdMerge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ticketing/ticket/{id}/problem": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Assign or reassign this incident to a problem ('Cannot assign ticket to the same problem')
         * @description Access: Signed-in users holding canManageTickets (administrators hold every permission).
         */
        put: operations["putTicketingTicketByIdProblem"];
        post?: never;
        /**
         * Take this incident off its problem
         * @description Access: Signed-in users holding canManageTickets (administrators hold every permission).
         */
        delete: operations["deleteTicketingTicketByIdProblem"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ticketing/ticket/{id}/incidents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A problem's incidents
         * @description Access: Signed-in users holding canManageTickets (administrators hold every permission).
         */
        get: operations["getTicketingTicketByIdIncidents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ticketing/ticket/{id}/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A ticket's comments, oldest first
         * @description Access: Signed-in users holding canManageTickets (administrators hold every permission).
         */
        get: operations["getTicketingTicketByIdComments"];
        put?: never;
        /**
         * Add a public or private comment (HTML sanitised; mentions become techniciansTagged; uploads by content id)
         * @description Access: Signed-in users holding canManageTickets (administrators hold every permission).
         */
        post: operations["postTicketingTicketByIdComments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ticketing/ticket/{id}/activity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A ticket's activity log: who, when, which field, old → new
         * @description Access: Signed-in users holding canManageTickets (administrators hold every permission).
         */
        get: operations["getTicketingTicketByIdActivity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ticketing/ticket/{id}/time-entries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A ticket's time entries, by start
         * @description Access: Signed-in users holding canManageTickets (administrators hold every permission).
         */
        get: operations["getTicketingTicketByIdTimeEntries"];
        put?: never;
        /**
         * Log time worked by the signed-in technician
         * @description Access: Signed-in users holding canManageTickets (administrators hold every permission).
         */
        post: operations["postTicketingTicketByIdTimeEntries"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ticketing/ticket/{id}/time-entries/{childId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a time entry (one's own; administrators any)
         * @description Access: Signed-in users holding canManageTickets (administrators hold every permission).
         */
        delete: operations["deleteTicketingTicketByIdTimeEntriesByChildId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ticketing/timers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in technician's timers on live tickets (running and paused)
         * @description Access: Signed-in users holding canManageTickets (administrators hold every permission).
         */
        get: operations["getTicketingTimers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ticketing/ticket/{id}/timer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in technician's timer on this ticket
         * @description Access: Signed-in users holding canManageTickets (administrators hold every permission).
         */
        get: operations["getTicketingTicketByIdTimer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ticketing/ticket/{id}/timer/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start, pause or resume the signed-in technician's timer on this ticket
         * @description Access: Signed-in users holding canManageTickets (administrators hold every permission).
         */
        post: operations["postTicketingTicketByIdTimerStart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ticketing/ticket/{id}/timer/pause": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start, pause or resume the signed-in technician's timer on this ticket
         * @description Access: Signed-in users holding canManageTickets (administrators hold every permission).
         */
        post: operations["postTicketingTicketByIdTimerPause"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ticketing/ticket/{id}/timer/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start, pause or resume the signed-in technician's timer on this ticket
         * @description Access: Signed-in users holding canManageTickets (administrators hold every permission).
         */
        post: operations["postTicketingTicketByIdTimerResume"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ticketing/ticket/{id}/timer/stop": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stop the timer: its time becomes a time entry
         * @description Access: Signed-in users holding canManageTickets (administrators hold every permission).
         */
        post: operations["postTicketingTicketByIdTimerStop"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ticketing/ticket/{id}/attachments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Files attached to a ticket (comments' and the description's included)
         * @description Access: Signed-in users holding canManageTickets (administrators hold every permission).
         */
        get: operations["getTicketingTicketByIdAttachments"];
        put?: never;
        /**
         * Attach uploaded files (POST /api/uploads first) to the ticket
         * @description Access: Signed-in users holding canManageTickets (administrators hold every permission).
         */
        post: operations["postTicketingTicketByIdAttachments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ticketing/ticket/{id}/attachments/{childId}/signed-url": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A signed preview address of one of the ticket's files, good for a few minutes without the session (clients reuse it about 55 s)
         * @description Access: Signed-in users holding canManageTickets (administrators hold every permission).
         */
        get: operations["getTicketingTicketByIdAttachmentsByChildIdSignedUrl"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ticketing/ticket/{id}/attachments/{childId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a file from the ticket
         * @description Access: Signed-in users holding canManageTickets (administrators hold every permission).
         */
        delete: operations["deleteTicketingTicketByIdAttachmentsByChildId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ticketing/trigger": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get ticketing trigger
         * @description Access: Signed-in users holding canManageTickets (administrators hold every permission).
         */
        get: operations["getTicketingTrigger"];
        put?: never;
        /**
         * Post to ticketing trigger
         * @description Access: Signed-in users holding canManageTickets (administrators hold every permission).
         */
        post: operations["postTicketingTrigger"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ticketing/trigger/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get ticketing trigger {id}
         * @description Access: Signed-in users holding canManageTickets (administrators hold every permission).
         */
        get: operations["getTicketingTriggerById"];
        /**
         * Replace ticketing trigger {id}
         * @description Access: Signed-in users holding canManageTickets (administrators hold every permission).
         */
        put: operations["putTicketingTriggerById"];
        post?: never;
        /**
         * Delete ticketing trigger {id}
         * @description Access: Signed-in users holding canManageTickets (administrators hold every permission).
         */
        delete: operations["deleteTicketingTriggerById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ticketing/trigger/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Post to ticketing trigger
         * @description Access: Signed-in users holding canManageTickets (administrators hold every permission).
         */
        post: operations["postTicketingTriggerSlash"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ticketing/trigger/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Replace ticketing trigger order
         * @description Access: System administrators only.
         */
        put: operations["putTicketingTriggerOrder"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ticketing/boards/{id}/tickets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get ticketing boards {id} tickets
         * @description Access: Signed-in users holding canManageTickets (administrators hold every permission).
         */
        get: operations["getTicketingBoardsByIdTickets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ticketing/boards/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Post to ticketing boards bulk
         * @description Access: Signed-in users holding canManageTickets (administrators hold every permission).
         */
        post: operations["postTicketingBoardsBulk"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Live updates: a text/event-stream of ticket.changed, ticket.comment_added, attachment.status, resync and signed-out events
         * @description Access: Any signed-in user.
         */
        get: operations["getEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/graphql": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GraphQL queries over GET (variables as JSON text)
         * @description Access: Any signed-in user.
         */
        get: operations["getGraphql"];
        put?: never;
        /**
         * GraphQL (GetAttributeList: ticketAttributes)
         * @description Access: Any signed-in user.
         */
        post: operations["postGraphql"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ticketing/mail/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Outgoing mail settings (the password is never answered: passwordSet tells whether one is stored)
         * @description Access: System administrators only.
         */
        get: operations["getTicketingMailSettings"];
        /**
         * Change the outgoing mail settings (password: left out keeps it, empty removes it)
         * @description Access: System administrators only.
         */
        put: operations["putTicketingMailSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ticketing/mail/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Test the SMTP connection with the stored settings; the answer is kept as the SMTP health
         * @description Access: System administrators only.
         */
        post: operations["postTicketingMailTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ticketing/response-template/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Enabled response templates by name, for the ticket page picker
         * @description Access: Signed-in users holding canManageTickets (administrators hold every permission).
         */
        get: operations["getTicketingResponseTemplateOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ticketing/ticket/{id}/response-template/{templateId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Applies a response template to the ticket being edited, for review: the fields, comment and time it sets (nothing is saved)
         * @description Access: Signed-in users holding canManageTickets (administrators hold every permission).
         */
        post: operations["postTicketingTicketByIdResponseTemplateByTemplateId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ticketing/ticket/{id}/automation-deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Notifications automations sent about a ticket, newest first, with failures
         * @description Access: Signed-in users holding canManageTickets (administrators hold every permission).
         */
        get: operations["getTicketingTicketByIdAutomationDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ticketing/automation/references": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Automations that name deleted users, organizations, locations, channels or inactive forms (the list screens mark them)
         * @description Access: System administrators only.
         */
        get: operations["getTicketingAutomationReferences"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ticketing/automation/{id}/runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A rule's run history: on which ticket it fired, what it changed and what it could not apply, newest first
         * @description Access: System administrators only.
         */
        get: operations["getTicketingAutomationByIdRuns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ticketing/automation/sweep": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The time-based automations sweep: cadence, cap and the last run
         * @description Access: System administrators only.
         */
        get: operations["getTicketingAutomationSweep"];
        put?: never;
        /**
         * Runs the time-based automations sweep now (unless one is running)
         * @description Access: System administrators only.
         */
        post: operations["postTicketingAutomationSweep"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/channel/list/brief": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Channels (id, name, type) sorted by name
         * @description Access: Signed-in users holding canManageTickets (administrators hold every permission).
         */
        get: operations["getChannelListBrief"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/channel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Channels with their settings (secrets never answered)
         * @description Access: System administrators only.
         */
        get: operations["getChannel"];
        put?: never;
        /**
         * Post to channel
         * @description Access: System administrators only.
         */
        post: operations["postChannel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/channel/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get channel {id}
         * @description Access: System administrators only.
         */
        get: operations["getChannelById"];
        /**
         * Replace channel {id}
         * @description Access: System administrators only.
         */
        put: operations["putChannelById"];
        post?: never;
        /**
         * Delete channel {id}
         * @description Access: System administrators only.
         */
        delete: operations["deleteChannelById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/channel/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sends a test message now and answers its delivery
         * @description Access: System administrators only.
         */
        post: operations["postChannelByIdTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/channel/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The channel's delivery log, newest first
         * @description Access: System administrators only.
         */
        get: operations["getChannelByIdDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/help/context": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What the help panel shows: provider, branding switches, environment, intro tooltip state
         * @description Access: Any signed-in user.
         */
        get: operations["getHelpContext"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/appuser/hide-help-tooltip": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Hide the help intro tooltip for good (spec 000 §7)
         * @description Access: Any signed-in user.
         */
        patch: operations["patchAppuserHideHelpTooltip"];
        trace?: never;
    };
    "/api/help/academy/login-url": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The academy link (absoluteLoginUrl); refused when the academy is switched off
         * @description Access: Any signed-in user.
         */
        get: operations["getHelpAcademyLoginUrl"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/help/articles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The built-in help centre's contents: published articles of a locale, by section and title
         * @description Access: Any signed-in user.
         */
        get: operations["getHelpArticles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/help/articles/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Article search at the provider: ranked, stemmed, snippets with <em> marks; any text answers results or an empty list
         * @description Access: Any signed-in user.
         */
        get: operations["getHelpArticlesSearch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/help/articles/suggested": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Articles suggested on an app route ('/devices/$id')
         * @description Access: Any signed-in user.
         */
        get: operations["getHelpArticlesSuggested"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/help/articles/topic/{label}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The published article labelled with a topic (stable links: 'restoring-backups')
         * @description Access: Any signed-in user.
         */
        get: operations["getHelpArticlesTopicByLabel"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/help/articles/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One published article of the built-in help centre (drafts for administrators)
         * @description Access: Any signed-in user.
         */
        get: operations["getHelpArticlesById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/help/cc-candidates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Technicians a support ticket may copy (spec 000 §6)
         * @description Access: Any signed-in user.
         */
        get: operations["getHelpCcCandidates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/help/uploads/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of your uploads as an attachment (id, resourceId, uploadStatus, metadata.name)
         * @description Access: Any signed-in user.
         */
        get: operations["getHelpUploadsByToken"];
        put?: never;
        post?: never;
        /**
         * Remove one of your uploads (and the provider's copy): attachment cleanup
         * @description Access: Any signed-in user.
         */
        delete: operations["deleteHelpUploadsByToken"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/help/uploads/{token}/signed-url": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Where the attachment preview reads one of your uploads
         * @description Access: Any signed-in user.
         */
        get: operations["getHelpUploadsByTokenSignedUrl"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/help/tickets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a support ticket to the provider; 'Ticket sent' on success, uploads removed when sending fails
         * @description Access: Any signed-in user.
         */
        post: operations["postHelpTickets"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/help/admin/articles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every article, drafts included: a server-driven table (search title; filters section, draft, locale; sort title, section, locale, draft, updated_at)
         * @description Access: System administrators only.
         */
        get: operations["getHelpAdminArticles"];
        put?: never;
        /**
         * Write an article (HTML sanitised on the server)
         * @description Access: System administrators only.
         */
        post: operations["postHelpAdminArticles"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/help/admin/sections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sections in use, for the editor
         * @description Access: System administrators only.
         */
        get: operations["getHelpAdminSections"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/help/admin/articles/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One article, draft or published
         * @description Access: System administrators only.
         */
        get: operations["getHelpAdminArticlesById"];
        /**
         * Change an article (all its fields); a stale version is refused with 409
         * @description Access: System administrators only.
         */
        put: operations["putHelpAdminArticlesById"];
        post?: never;
        /**
         * Delete an article
         * @description Access: System administrators only.
         */
        delete: operations["deleteHelpAdminArticlesById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/help/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Help provider settings (the Zendesk API token is never answered: apiTokenSet tells)
         * @description Access: System administrators only.
         */
        get: operations["getHelpSettings"];
        /**
         * Choose the help provider and its connection (apiToken: left out keeps it, empty removes it)
         * @description Access: System administrators only.
         */
        put: operations["putHelpSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/help/settings/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Test the chosen provider with the stored settings
         * @description Access: System administrators only.
         */
        post: operations["postHelpSettingsTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/scripts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Scripts (search, filters categoryId, language, operatingSystem)
         * @description Access: Signed-in users holding canRunScripts or canManageScripts (administrators hold every permission).
         */
        get: operations["getScripts"];
        put?: never;
        /**
         * Post to scripts
         * @description Access: Signed-in users holding canManageScripts (administrators hold every permission).
         */
        post: operations["postScripts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/scripts/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete several scripts (runs keep their history)
         * @description Access: Signed-in users holding canManageScripts (administrators hold every permission).
         */
        post: operations["postScriptsDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/script-categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get script categories
         * @description Access: Signed-in users holding canRunScripts or canManageScripts (administrators hold every permission).
         */
        get: operations["getScriptCategories"];
        put?: never;
        /**
         * Post to script categories
         * @description Access: Signed-in users holding canManageScripts (administrators hold every permission).
         */
        post: operations["postScriptCategories"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/script-categories/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Replace script categories {id}
         * @description Access: Signed-in users holding canManageScripts (administrators hold every permission).
         */
        put: operations["putScriptCategoriesById"];
        post?: never;
        /**
         * Delete script categories {id}
         * @description Access: Signed-in users holding canManageScripts (administrators hold every permission).
         */
        delete: operations["deleteScriptCategoriesById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/scripts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get scripts {id}
         * @description Access: Signed-in users holding canRunScripts or canManageScripts (administrators hold every permission).
         */
        get: operations["getScriptsById"];
        /**
         * Save a new version; a stale version is refused with 409
         * @description Access: Signed-in users holding canManageScripts (administrators hold every permission).
         */
        put: operations["putScriptsById"];
        post?: never;
        /**
         * Delete scripts {id}
         * @description Access: Signed-in users holding canManageScripts (administrators hold every permission).
         */
        delete: operations["deleteScriptsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/scripts/{id}/versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get scripts {id} versions
         * @description Access: Signed-in users holding canRunScripts or canManageScripts (administrators hold every permission).
         */
        get: operations["getScriptsByIdVersions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/scripts/{id}/versions/{version}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One version in full (the diff compares two)
         * @description Access: Signed-in users holding canRunScripts or canManageScripts (administrators hold every permission).
         */
        get: operations["getScriptsByIdVersionsByVersion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/scripts/{id}/runs/reach": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * How many devices in how many organizations a run would reach
         * @description Access: Signed-in users holding canRunScripts (administrators hold every permission).
         */
        post: operations["postScriptsByIdRunsReach"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/scripts/{id}/runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run a script version with variable values on devices or a device group
         * @description Access: Signed-in users holding canRunScripts (administrators hold every permission).
         */
        post: operations["postScriptsByIdRuns"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/scripts/{id}/run-history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A script's runs on the devices you may see, newest first
         * @description Access: Signed-in users holding canRunScripts (administrators hold every permission).
         */
        get: operations["getScriptsByIdRunHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/script-runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every run: who ran which script version on how many devices, when
         * @description Access: Signed-in users holding canRunScripts (administrators hold every permission).
         */
        get: operations["getScriptRuns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/script-runs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get script runs {id}
         * @description Access: Signed-in users holding canRunScripts (administrators hold every permission).
         */
        get: operations["getScriptRunsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/script-runs/{id}/devices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The run's devices with live status and results (filter status)
         * @description Access: Signed-in users holding canRunScripts (administrators hold every permission).
         */
        get: operations["getScriptRunsByIdDevices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/script-runs/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel every device of the run that has not finished
         * @description Access: Signed-in users holding canRunScripts (administrators hold every permission).
         */
        post: operations["postScriptRunsByIdCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/script-run-devices/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One device's run with its output and the previous run's output
         * @description Access: Signed-in users holding canRunScripts (administrators hold every permission).
         */
        get: operations["getScriptRunDevicesById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/script-run-devices/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Post to script run devices {id} cancel
         * @description Access: Signed-in users holding canRunScripts (administrators hold every permission).
         */
        post: operations["postScriptRunDevicesByIdCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/devices/{id}/script-runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A device's script run history, newest first
         * @description Access: Signed-in users holding canRunScripts (administrators hold every permission).
         */
        get: operations["getDevicesByIdScriptRuns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agent/scripts/versions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The body of a script version this device has a run of
         * @description Access: Called by an enrolled device with its credential.
         */
        get: operations["getAgentScriptsVersionsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agent/scripts/runs/{runUid}/result": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A run started (RUNNING) or ended; answers whether to stop it
         * @description Access: Called by an enrolled device with its credential.
         */
        post: operations["postAgentScriptsRunsByRunUidResult"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webapp/winservice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A device's services (Windows services, or systemd units on Linux), asked of its agent live
         * @description Access: Signed-in users holding canRunScripts (administrators hold every permission).
         */
        get: operations["getWebappWinservice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/psa/connection": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The active PSA and its connection (secrets never answered)
         * @description Access: System administrators only.
         */
        get: operations["getPsaConnection"];
        /**
         * Choose the PSA and save its connection; the private key is sealed
         * @description Access: System administrators only.
         */
        put: operations["putPsaConnection"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/psa/connection/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Test the saved connection; answers in words
         * @description Access: System administrators only.
         */
        post: operations["postPsaConnectionTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/psacw/provider-data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Companies, types, statuses, products as last refreshed
         * @description Access: Signed-in users holding canManagePsa (administrators hold every permission).
         */
        get: operations["getPsacwProviderData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/psacw/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reload companies, configuration types and statuses, agreement types and products together
         * @description Access: Signed-in users holding canManagePsa (administrators hold every permission).
         */
        post: operations["postPsacwRefresh"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/psacw/company-criteria": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get psacw company criteria
         * @description Access: Signed-in users holding canManagePsa (administrators hold every permission).
         */
        get: operations["getPsacwCompanyCriteria"];
        /**
         * Company Criteria: up to 50 types and 50 statuses
         * @description Access: Signed-in users holding canManagePsa (administrators hold every permission).
         */
        put: operations["putPsacwCompanyCriteria"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/psacw/help-desk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get psacw help desk
         * @description Access: Signed-in users holding canManagePsa (administrators hold every permission).
         */
        get: operations["getPsacwHelpDesk"];
        /**
         * Help Desk tab: create a contact for unknown e-mail addresses
         * @description Access: Signed-in users holding canManagePsa (administrators hold every permission).
         */
        put: operations["putPsacwHelpDesk"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/psacw/sync-attributes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get psacw sync attributes
         * @description Access: Signed-in users holding canManagePsa (administrators hold every permission).
         */
        get: operations["getPsacwSyncAttributes"];
        /**
         * Device attributes to sync; the required ones are always kept
         * @description Access: Signed-in users holding canManagePsa (administrators hold every permission).
         */
        put: operations["putPsacwSyncAttributes"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/psacw/company-mappings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Organizations (of the role’s scope) with their company and locations’ sites
         * @description Access: Signed-in users holding canManagePsa (administrators hold every permission).
         */
        get: operations["getPsacwCompanyMappings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/psacw/company-mappings/{clientId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Map an organization to a company, and its locations to sites (CLIENT_DEFAULT / SPECIFIED / NONE)
         * @description Access: Signed-in users holding canManagePsa (administrators hold every permission).
         */
        put: operations["putPsacwCompanyMappingsByClientId"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/psacw/company-mappings/clear": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Clear Mapping of the organizations named
         * @description Access: Signed-in users holding canManagePsa (administrators hold every permission).
         */
        post: operations["postPsacwCompanyMappingsClear"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/psacw/company-mappings/auto-map": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Auto Map preview: unmapped organizations whose name matches a company
         * @description Access: Signed-in users holding canManagePsa (administrators hold every permission).
         */
        get: operations["getPsacwCompanyMappingsAutoMap"];
        put?: never;
        /**
         * Auto Map the organizations of the preview
         * @description Access: Signed-in users holding canManagePsa (administrators hold every permission).
         */
        post: operations["postPsacwCompanyMappingsAutoMap"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/psacw/company-mappings/{clientId}/locations/auto-map": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Locations whose name matches a site of the company
         * @description Access: Signed-in users holding canManagePsa (administrators hold every permission).
         */
        get: operations["getPsacwCompanyMappingsByClientIdLocationsAutoMap"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/psacw/companies/{companyId}/sites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The company’s active sites
         * @description Access: Signed-in users holding canManagePsa (administrators hold every permission).
         */
        get: operations["getPsacwCompaniesByCompanyIdSites"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/psacw/v2/finance/agreements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The company’s agreements (spec 001 §7)
         * @description Access: Signed-in users holding canManagePsa (administrators hold every permission).
         */
        get: operations["getPsacwV2FinanceAgreements"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/psacw/configuration-type-mappings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get psacw configuration type mappings
         * @description Access: Signed-in users holding canManagePsa (administrators hold every permission).
         */
        get: operations["getPsacwConfigurationTypeMappings"];
        put?: never;
        /**
         * Post to psacw configuration type mappings
         * @description Access: Signed-in users holding canManagePsa (administrators hold every permission).
         */
        post: operations["postPsacwConfigurationTypeMappings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/psacw/configuration-type-mappings/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Replace psacw configuration type mappings {id}
         * @description Access: Signed-in users holding canManagePsa (administrators hold every permission).
         */
        put: operations["putPsacwConfigurationTypeMappingsById"];
        post?: never;
        /**
         * Delete psacw configuration type mappings {id}
         * @description Access: Signed-in users holding canManagePsa (administrators hold every permission).
         */
        delete: operations["deletePsacwConfigurationTypeMappingsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/psacw/configuration-type-mappings/{id}/copy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A copy named “<name> (Copy)” with a new id
         * @description Access: Signed-in users holding canManagePsa (administrators hold every permission).
         */
        post: operations["postPsacwConfigurationTypeMappingsByIdCopy"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/psacw/product-mappings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get psacw product mappings
         * @description Access: Signed-in users holding canManagePsa (administrators hold every permission).
         */
        get: operations["getPsacwProductMappings"];
        put?: never;
        /**
         * Post to psacw product mappings
         * @description Access: Signed-in users holding canManagePsa (administrators hold every permission).
         */
        post: operations["postPsacwProductMappings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/psacw/product-mappings/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Replace psacw product mappings {id}
         * @description Access: Signed-in users holding canManagePsa (administrators hold every permission).
         */
        put: operations["putPsacwProductMappingsById"];
        post?: never;
        /**
         * Delete psacw product mappings {id}
         * @description Access: Signed-in users holding canManagePsa (administrators hold every permission).
         */
        delete: operations["deletePsacwProductMappingsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/psacw/product-mappings/{id}/copy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A copy named “<name> (Copy)” with a new id
         * @description Access: Signed-in users holding canManagePsa (administrators hold every permission).
         */
        post: operations["postPsacwProductMappingsByIdCopy"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/psacw/sync": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Queue the device sync, or its dry run (the reconcile preview: what it would write, and how many requests); answers the queued run at once, its progress and result are read from the run log
         * @description Access: Signed-in users holding canManagePsa (administrators hold every permission).
         */
        post: operations["postPsacwSync"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/psacw/sync/runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The latest sync runs
         * @description Access: Signed-in users holding canManagePsa (administrators hold every permission).
         */
        get: operations["getPsacwSyncRuns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/psacw/sync/runs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get psacw sync runs {id}
         * @description Access: Signed-in users holding canManagePsa (administrators hold every permission).
         */
        get: operations["getPsacwSyncRunsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/psacw/sync/schedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The device sync’s schedule and its next run
         * @description Access: Signed-in users holding canManagePsa (administrators hold every permission).
         */
        get: operations["getPsacwSyncSchedule"];
        /**
         * Saves the device sync’s schedule (stored with the due-time scheduler)
         * @description Access: Signed-in users holding canManagePsa (administrators hold every permission).
         */
        put: operations["putPsacwSyncSchedule"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/psacw/agreement-sync": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Product agreement sync: Enabled, the monthly schedule, run count, next and last run
         * @description Access: Signed-in users holding canManagePsa (administrators hold every permission).
         */
        get: operations["getPsacwAgreementSync"];
        /**
         * Saves Enabled and the monthly schedule (stored with the due-time scheduler)
         * @description Access: Signed-in users holding canManagePsa (administrators hold every permission).
         */
        put: operations["putPsacwAgreementSync"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/psacw/agreement-sync/run": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sets agreement addition quantities from the devices that map now (or shows what it would set)
         * @description Access: Signed-in users holding canManagePsa (administrators hold every permission).
         */
        post: operations["postPsacwAgreementSyncRun"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/uploads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Post to uploads
         * @description Access: Any signed-in user.
         */
        post: operations["postUploads"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/uploads/{cid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get uploads {cid}
         * @description Access: Any signed-in user.
         */
        get: operations["getUploadsByCid"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/uploads/{cid}/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A file through its signed preview link: inline when its content proves an image, video, plain text or PDF and passed its upload check, else a download
         * @description Access: Anyone may call this.
         */
        get: operations["getUploadsByCidPreview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/help/uploads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload one support-ticket attachment (multipart field `file`); answers its token
         * @description Access: Any signed-in user.
         */
        post: operations["postHelpUploads"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        ErrorBody: {
            resultCode: string;
            message: string;
            fields?: {
                [key: string]: string[];
            };
        };
    };
    responses: {
        /** @description The request is malformed or a value is not accepted (resultCode VALIDATION_FAILED, fields name each problem). */
        ValidationFailed: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description No valid session or device credential (resultCode UNAUTHENTICATED or AGENT_CREDENTIAL_INVALID). */
        Unauthenticated: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description The caller lacks the role or permission, or a write lacks the CSRF header (resultCode FORBIDDEN or CSRF_TOKEN_INVALID). */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description The object the path names does not exist (resultCode NOT_FOUND). */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description The request was refused; the body says why. */
        Refused: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                    };
                };
            };
            "4XX": components["responses"]["Refused"];
        };
    };
    postAuthLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: {
                            id: number;
                            email: string;
                            name: string;
                            /** @enum {string} */
                            role: "SYSTEM_ADMINISTRATOR" | "TECHNICIAN";
                            technicianRoleId: number | null;
                            permissions: ("canViewAndRestoreBackupData" | "canManageDevices" | "canManageOrganizations" | "canApproveNodes" | "canManageTickets" | "canManageDeviceGroups" | "canRunScripts" | "canManageScripts" | "canRunScriptsAsSystem" | "canManagePsa" | "canManageBilling")[];
                            organizationIds?: number[] | null;
                        };
                        csrfToken: string;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
        };
    };
    postAuthLogout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            "4XX": components["responses"]["Refused"];
        };
    };
    getAuthMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: {
                            id: number;
                            email: string;
                            name: string;
                            /** @enum {string} */
                            role: "SYSTEM_ADMINISTRATOR" | "TECHNICIAN";
                            technicianRoleId: number | null;
                            permissions: ("canViewAndRestoreBackupData" | "canManageDevices" | "canManageOrganizations" | "canApproveNodes" | "canManageTickets" | "canManageDeviceGroups" | "canRunScripts" | "canManageScripts" | "canRunScriptsAsSystem" | "canManagePsa" | "canManageBilling")[];
                            organizationIds?: number[] | null;
                        };
                        csrfToken: string;
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    getUsers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        email: string;
                        name: string;
                        /** @enum {string} */
                        role: "SYSTEM_ADMINISTRATOR" | "TECHNICIAN";
                        technicianRoleId: number | null;
                        technicianRoleName: string | null;
                        disabled: boolean;
                        createdAt: string;
                        lastLoginAt: string | null;
                    }[];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    postUsers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                    name: string;
                    /** @enum {string} */
                    role: "SYSTEM_ADMINISTRATOR" | "TECHNICIAN";
                    /** @default null */
                    technicianRoleId?: number | null;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        email: string;
                        name: string;
                        /** @enum {string} */
                        role: "SYSTEM_ADMINISTRATOR" | "TECHNICIAN";
                        technicianRoleId: number | null;
                        technicianRoleName: string | null;
                        disabled: boolean;
                        createdAt: string;
                        lastLoginAt: string | null;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    patchUsersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    /** @enum {string} */
                    role?: "SYSTEM_ADMINISTRATOR" | "TECHNICIAN";
                    technicianRoleId?: number | null;
                    disabled?: boolean;
                    password?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        email: string;
                        name: string;
                        /** @enum {string} */
                        role: "SYSTEM_ADMINISTRATOR" | "TECHNICIAN";
                        technicianRoleId: number | null;
                        technicianRoleName: string | null;
                        disabled: boolean;
                        createdAt: string;
                        lastLoginAt: string | null;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getTechnicianRoles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        description: string;
                        permissions: ("canViewAndRestoreBackupData" | "canManageDevices" | "canManageOrganizations" | "canApproveNodes" | "canManageTickets" | "canManageDeviceGroups" | "canRunScripts" | "canManageScripts" | "canRunScriptsAsSystem" | "canManagePsa" | "canManageBilling")[];
                        /** @enum {string} */
                        organizationScope: "ALL" | "SELECTED";
                        organizations: {
                            id: number;
                            name: string;
                        }[];
                        userCount: number;
                    }[];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    postTechnicianRoles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @default  */
                    description?: string;
                    /** @default [] */
                    permissions?: ("canViewAndRestoreBackupData" | "canManageDevices" | "canManageOrganizations" | "canApproveNodes" | "canManageTickets" | "canManageDeviceGroups" | "canRunScripts" | "canManageScripts" | "canRunScriptsAsSystem" | "canManagePsa" | "canManageBilling")[];
                    /**
                     * @default ALL
                     * @enum {string}
                     */
                    organizationScope?: "ALL" | "SELECTED";
                    /** @default [] */
                    organizationIds?: number[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        description: string;
                        permissions: ("canViewAndRestoreBackupData" | "canManageDevices" | "canManageOrganizations" | "canApproveNodes" | "canManageTickets" | "canManageDeviceGroups" | "canRunScripts" | "canManageScripts" | "canRunScriptsAsSystem" | "canManagePsa" | "canManageBilling")[];
                        /** @enum {string} */
                        organizationScope: "ALL" | "SELECTED";
                        organizations: {
                            id: number;
                            name: string;
                        }[];
                        userCount: number;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    putTechnicianRolesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @default  */
                    description?: string;
                    /** @default [] */
                    permissions?: ("canViewAndRestoreBackupData" | "canManageDevices" | "canManageOrganizations" | "canApproveNodes" | "canManageTickets" | "canManageDeviceGroups" | "canRunScripts" | "canManageScripts" | "canRunScriptsAsSystem" | "canManagePsa" | "canManageBilling")[];
                    /**
                     * @default ALL
                     * @enum {string}
                     */
                    organizationScope?: "ALL" | "SELECTED";
                    /** @default [] */
                    organizationIds?: number[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        description: string;
                        permissions: ("canViewAndRestoreBackupData" | "canManageDevices" | "canManageOrganizations" | "canApproveNodes" | "canManageTickets" | "canManageDeviceGroups" | "canRunScripts" | "canManageScripts" | "canRunScriptsAsSystem" | "canManagePsa" | "canManageBilling")[];
                        /** @enum {string} */
                        organizationScope: "ALL" | "SELECTED";
                        organizations: {
                            id: number;
                            name: string;
                        }[];
                        userCount: number;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteTechnicianRolesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getMeTableSettingsByTableId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tableId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        tableId: string;
                        settings: {
                            visibleColumnIds: string[];
                            columnOrder: string[];
                            columnWidths: {
                                [key: string]: number;
                            };
                            sort: {
                                id: string;
                                desc: boolean;
                            }[];
                            autoRefresh: boolean;
                        } | null;
                        updatedAt: string | null;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    putMeTableSettingsByTableId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tableId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    visibleColumnIds: string[];
                    columnOrder: string[];
                    columnWidths: {
                        [key: string]: number;
                    };
                    sort: {
                        id: string;
                        desc: boolean;
                    }[];
                    autoRefresh: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        tableId: string;
                        settings: {
                            visibleColumnIds: string[];
                            columnOrder: string[];
                            columnWidths: {
                                [key: string]: number;
                            };
                            sort: {
                                id: string;
                                desc: boolean;
                            }[];
                            autoRefresh: boolean;
                        } | null;
                        updatedAt: string | null;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteMeTableSettingsByTableId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tableId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postSchedulesNextRuns: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    schedule: {
                        /** @enum {string} */
                        repeats: "NEVER" | "DAILY" | "WEEKLY" | "MONTHLY" | "EVERY";
                        repeatsEveryCount: number;
                        /** @default [] */
                        daysOfWeek?: ("MONDAY" | "TUESDAY" | "WEDNESDAY" | "THURSDAY" | "FRIDAY" | "SATURDAY" | "SUNDAY")[];
                        /** @default 1 */
                        dayOfMonth?: number;
                        scheduleInterval?: "HOURLY" | null;
                        startDate: string;
                        runAtHour: number;
                        runAtMinute: number;
                        end: {
                            /** @enum {string} */
                            type: "NEVER" | "AFTER" | "ON";
                            occurenceCount?: number | null;
                            endDate?: string | null;
                        };
                    };
                    timeZone: string;
                    /** Format: date-time */
                    after?: string;
                    /** @default 10 */
                    count?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        runs: string[];
                        notes: {
                            run: string;
                            /** @enum {string} */
                            kind: "GAP" | "OVERLAP" | "SKIPPED_DAY";
                            wallTime: string;
                            message: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    getSettingsFeatureFlags: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        restore_original_location: boolean;
                        backup_ntfs_permissions: boolean;
                        macff: boolean;
                        cloud_image_mounting: boolean;
                        backup_arrow_image: boolean;
                        ninja_academy: boolean;
                        autotask_big_data: boolean;
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    putSettingsFeatureFlags: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    restore_original_location: boolean;
                    backup_ntfs_permissions: boolean;
                    macff: boolean;
                    cloud_image_mounting: boolean;
                    backup_arrow_image: boolean;
                    ninja_academy: boolean;
                    autotask_big_data: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        restore_original_location: boolean;
                        backup_ntfs_permissions: boolean;
                        macff: boolean;
                        cloud_image_mounting: boolean;
                        backup_arrow_image: boolean;
                        ninja_academy: boolean;
                        autotask_big_data: boolean;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    getSettingsBranding: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        helpMenuEnabled: boolean;
                        providerArticlesEnabled: boolean;
                        submitTicketEnabled: boolean;
                        academyEnabled: boolean;
                        externalLinks: {
                            label: string;
                            /** Format: uri */
                            url: string;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    putSettingsBranding: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    helpMenuEnabled: boolean;
                    providerArticlesEnabled: boolean;
                    submitTicketEnabled: boolean;
                    academyEnabled: boolean;
                    externalLinks: {
                        label: string;
                        /** Format: uri */
                        url: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        helpMenuEnabled: boolean;
                        providerArticlesEnabled: boolean;
                        submitTicketEnabled: boolean;
                        academyEnabled: boolean;
                        externalLinks: {
                            label: string;
                            /** Format: uri */
                            url: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    getOrganizations: {
        parameters: {
            query?: {
                pageIndex?: number;
                pageSize?: number;
                globalFilter?: string;
                sort?: string;
                filters?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                            description: string;
                            isolateDevices: boolean;
                            deviceCount: number;
                            locationCount: number;
                            createdAt: string;
                        }[];
                        pageCount: number;
                        totalCount: number;
                        requestTime: number;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    postOrganizations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @default  */
                    description?: string;
                    isolateDevices?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        description: string;
                        isolateDevices: boolean;
                        deviceCount: number;
                        locationCount: number;
                        createdAt: string;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    getOrganizationsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        description: string;
                        isolateDevices: boolean;
                        deviceCount: number;
                        locationCount: number;
                        createdAt: string;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    putOrganizationsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @default  */
                    description?: string;
                    isolateDevices?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        description: string;
                        isolateDevices: boolean;
                        deviceCount: number;
                        locationCount: number;
                        createdAt: string;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteOrganizationsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getLocations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        organizationId: number;
                        organizationName: string;
                        name: string;
                        description: string;
                        address: string;
                    }[];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    getOrganizationsByIdLocations: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        organizationId: number;
                        organizationName: string;
                        name: string;
                        description: string;
                        address: string;
                    }[];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postOrganizationsByIdLocations: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @default  */
                    description?: string;
                    /** @default  */
                    address?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        organizationId: number;
                        organizationName: string;
                        name: string;
                        description: string;
                        address: string;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    putOrganizationsByIdLocationsByChildId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                childId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @default  */
                    description?: string;
                    /** @default  */
                    address?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        organizationId: number;
                        organizationName: string;
                        name: string;
                        description: string;
                        address: string;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteOrganizationsByIdLocationsByChildId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                childId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getOrganizationsByIdEnrollmentTokens: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        organizationId: number;
                        label: string;
                        tokenPrefix: string;
                        locationId: number | null;
                        nodeRoleId: number | null;
                        createdAt: string;
                        expiresAt: string | null;
                        revokedAt: string | null;
                        createdByName: string;
                    }[];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postOrganizationsByIdEnrollmentTokens: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    label: string;
                    /** @default null */
                    locationId?: number | null;
                    /** @default null */
                    nodeRoleId?: number | null;
                    /** @default 30 */
                    expiresInDays?: number | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        organizationId: number;
                        label: string;
                        tokenPrefix: string;
                        locationId: number | null;
                        nodeRoleId: number | null;
                        createdAt: string;
                        expiresAt: string | null;
                        revokedAt: string | null;
                        createdByName: string;
                        token: string;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postOrganizationsByIdEnrollmentTokensByChildIdRevoke: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                childId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getDeviceRoles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        /** @enum {string} */
                        nodeClass: "WINDOWS_WORKSTATION" | "WINDOWS_SERVER" | "MAC" | "MAC_SERVER" | "LINUX_WORKSTATION" | "LINUX_SERVER";
                        description: string;
                        deviceCount: number;
                    }[];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    postDeviceRoles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @enum {string} */
                    nodeClass: "WINDOWS_WORKSTATION" | "WINDOWS_SERVER" | "MAC" | "MAC_SERVER" | "LINUX_WORKSTATION" | "LINUX_SERVER";
                    /** @default  */
                    description?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        /** @enum {string} */
                        nodeClass: "WINDOWS_WORKSTATION" | "WINDOWS_SERVER" | "MAC" | "MAC_SERVER" | "LINUX_WORKSTATION" | "LINUX_SERVER";
                        description: string;
                        deviceCount: number;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    putDeviceRolesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @enum {string} */
                    nodeClass: "WINDOWS_WORKSTATION" | "WINDOWS_SERVER" | "MAC" | "MAC_SERVER" | "LINUX_WORKSTATION" | "LINUX_SERVER";
                    /** @default  */
                    description?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        /** @enum {string} */
                        nodeClass: "WINDOWS_WORKSTATION" | "WINDOWS_SERVER" | "MAC" | "MAC_SERVER" | "LINUX_WORKSTATION" | "LINUX_SERVER";
                        description: string;
                        deviceCount: number;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteDeviceRolesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getDevices: {
        parameters: {
            query?: {
                pageIndex?: number;
                pageSize?: number;
                globalFilter?: string;
                sort?: string;
                filters?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                            friendlyName: string | null;
                            systemName: string;
                            displayName: string;
                            /** @enum {string} */
                            nodeClass: "WINDOWS_WORKSTATION" | "WINDOWS_SERVER" | "MAC" | "MAC_SERVER" | "LINUX_WORKSTATION" | "LINUX_SERVER";
                            nodeRole: {
                                id: number;
                                name: string;
                            } | null;
                            clientId: number;
                            organizationName: string;
                            locationId: number | null;
                            locationName: string | null;
                            isUp: boolean;
                            lastSeenAt: string | null;
                            /** @enum {string} */
                            approvalStatus: "PENDING" | "APPROVED" | "REJECTED";
                            createdAt: string;
                        }[];
                        pageCount: number;
                        totalCount: number;
                        requestTime: number;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    getDevicesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        friendlyName: string | null;
                        systemName: string;
                        displayName: string;
                        /** @enum {string} */
                        nodeClass: "WINDOWS_WORKSTATION" | "WINDOWS_SERVER" | "MAC" | "MAC_SERVER" | "LINUX_WORKSTATION" | "LINUX_SERVER";
                        nodeRole: {
                            id: number;
                            name: string;
                        } | null;
                        clientId: number;
                        organizationName: string;
                        locationId: number | null;
                        locationName: string | null;
                        isUp: boolean;
                        lastSeenAt: string | null;
                        /** @enum {string} */
                        approvalStatus: "PENDING" | "APPROVED" | "REJECTED";
                        createdAt: string;
                        facts: {
                            hostname: string;
                            os: {
                                platform: string;
                                distro: string;
                                release: string;
                                kernel?: string;
                                arch?: string;
                            };
                            cpu?: {
                                model: string;
                                cores: number;
                                speedGHz: number;
                            };
                            ramBytes?: number;
                            /** @default [] */
                            disks: {
                                mount: string;
                                fsType: string;
                                sizeBytes: number;
                                usedBytes: number;
                            }[];
                            /** @default [] */
                            network: {
                                iface: string;
                                ip4?: string;
                                ip6?: string;
                                mac?: string;
                            }[];
                            defaultGateway?: string;
                            lastLoginUser?: string;
                            serialNumber?: string;
                            model?: string;
                            manufacturer?: string;
                            agentVersion?: string;
                            timeZone?: string;
                            interpreters?: {
                                /** @enum {string} */
                                language: "sh" | "bash" | "python3" | "powershell" | "cmd";
                                path: string;
                                version: string | null;
                            }[];
                        } | null;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteDevicesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    patchDevicesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    friendlyName?: string | null;
                    nodeRoleId?: number | null;
                    locationId?: number | null;
                    /** @enum {string} */
                    nodeClass?: "WINDOWS_WORKSTATION" | "WINDOWS_SERVER" | "MAC" | "MAC_SERVER" | "LINUX_WORKSTATION" | "LINUX_SERVER";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        friendlyName: string | null;
                        systemName: string;
                        displayName: string;
                        /** @enum {string} */
                        nodeClass: "WINDOWS_WORKSTATION" | "WINDOWS_SERVER" | "MAC" | "MAC_SERVER" | "LINUX_WORKSTATION" | "LINUX_SERVER";
                        nodeRole: {
                            id: number;
                            name: string;
                        } | null;
                        clientId: number;
                        organizationName: string;
                        locationId: number | null;
                        locationName: string | null;
                        isUp: boolean;
                        lastSeenAt: string | null;
                        /** @enum {string} */
                        approvalStatus: "PENDING" | "APPROVED" | "REJECTED";
                        createdAt: string;
                        facts: {
                            hostname: string;
                            os: {
                                platform: string;
                                distro: string;
                                release: string;
                                kernel?: string;
                                arch?: string;
                            };
                            cpu?: {
                                model: string;
                                cores: number;
                                speedGHz: number;
                            };
                            ramBytes?: number;
                            /** @default [] */
                            disks: {
                                mount: string;
                                fsType: string;
                                sizeBytes: number;
                                usedBytes: number;
                            }[];
                            /** @default [] */
                            network: {
                                iface: string;
                                ip4?: string;
                                ip6?: string;
                                mac?: string;
                            }[];
                            defaultGateway?: string;
                            lastLoginUser?: string;
                            serialNumber?: string;
                            model?: string;
                            manufacturer?: string;
                            agentVersion?: string;
                            timeZone?: string;
                            interpreters?: {
                                /** @enum {string} */
                                language: "sh" | "bash" | "python3" | "powershell" | "cmd";
                                path: string;
                                version: string | null;
                            }[];
                        } | null;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getDeviceGroups: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        description: string;
                        /** @enum {string} */
                        type: "STATIC" | "DYNAMIC";
                        conditions: {
                            all: unknown[];
                            any: unknown[];
                        } | null;
                        memberCount: number;
                        version: number;
                        createdAt: string;
                        updatedAt: string;
                    }[];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    postDeviceGroups: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @default  */
                    description?: string;
                    /** @enum {string} */
                    type: "STATIC" | "DYNAMIC";
                    conditions?: {
                        /** @default [] */
                        all?: {
                            id: string;
                            field: string;
                            /** @enum {string} */
                            operator: "equals" | "not_equals" | "parent_equals" | "parent_not_equals" | "changed" | "changed_to" | "contains" | "does_not_contain" | "contains_any" | "contains_none" | "present" | "not_present" | "less_or_equal_than" | "greater_or_equal_than" | "is" | "in" | "not_in";
                            /** @default null */
                            value?: (string | number | boolean | (string | number)[]) | null;
                        }[];
                        /** @default [] */
                        any?: {
                            id: string;
                            field: string;
                            /** @enum {string} */
                            operator: "equals" | "not_equals" | "parent_equals" | "parent_not_equals" | "changed" | "changed_to" | "contains" | "does_not_contain" | "contains_any" | "contains_none" | "present" | "not_present" | "less_or_equal_than" | "greater_or_equal_than" | "is" | "in" | "not_in";
                            /** @default null */
                            value?: (string | number | boolean | (string | number)[]) | null;
                        }[];
                    } | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        description: string;
                        /** @enum {string} */
                        type: "STATIC" | "DYNAMIC";
                        conditions: {
                            all: unknown[];
                            any: unknown[];
                        } | null;
                        memberCount: number;
                        version: number;
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    postDeviceGroupsPreview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    conditions: {
                        /** @default [] */
                        all?: {
                            id: string;
                            field: string;
                            /** @enum {string} */
                            operator: "equals" | "not_equals" | "parent_equals" | "parent_not_equals" | "changed" | "changed_to" | "contains" | "does_not_contain" | "contains_any" | "contains_none" | "present" | "not_present" | "less_or_equal_than" | "greater_or_equal_than" | "is" | "in" | "not_in";
                            /** @default null */
                            value?: (string | number | boolean | (string | number)[]) | null;
                        }[];
                        /** @default [] */
                        any?: {
                            id: string;
                            field: string;
                            /** @enum {string} */
                            operator: "equals" | "not_equals" | "parent_equals" | "parent_not_equals" | "changed" | "changed_to" | "contains" | "does_not_contain" | "contains_any" | "contains_none" | "present" | "not_present" | "less_or_equal_than" | "greater_or_equal_than" | "is" | "in" | "not_in";
                            /** @default null */
                            value?: (string | number | boolean | (string | number)[]) | null;
                        }[];
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        devices: {
                            id: number;
                            name: string;
                            friendlyName: string | null;
                            systemName: string;
                            displayName: string;
                            /** @enum {string} */
                            nodeClass: "WINDOWS_WORKSTATION" | "WINDOWS_SERVER" | "MAC" | "MAC_SERVER" | "LINUX_WORKSTATION" | "LINUX_SERVER";
                            nodeRole: {
                                id: number;
                                name: string;
                            } | null;
                            clientId: number;
                            organizationName: string;
                            locationId: number | null;
                            locationName: string | null;
                            isUp: boolean;
                            lastSeenAt: string | null;
                            /** @enum {string} */
                            approvalStatus: "PENDING" | "APPROVED" | "REJECTED";
                            createdAt: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    getDeviceGroupsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        description: string;
                        /** @enum {string} */
                        type: "STATIC" | "DYNAMIC";
                        conditions: {
                            all: unknown[];
                            any: unknown[];
                        } | null;
                        memberCount: number;
                        version: number;
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    putDeviceGroupsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @default  */
                    description?: string;
                    conditions?: {
                        /** @default [] */
                        all?: {
                            id: string;
                            field: string;
                            /** @enum {string} */
                            operator: "equals" | "not_equals" | "parent_equals" | "parent_not_equals" | "changed" | "changed_to" | "contains" | "does_not_contain" | "contains_any" | "contains_none" | "present" | "not_present" | "less_or_equal_than" | "greater_or_equal_than" | "is" | "in" | "not_in";
                            /** @default null */
                            value?: (string | number | boolean | (string | number)[]) | null;
                        }[];
                        /** @default [] */
                        any?: {
                            id: string;
                            field: string;
                            /** @enum {string} */
                            operator: "equals" | "not_equals" | "parent_equals" | "parent_not_equals" | "changed" | "changed_to" | "contains" | "does_not_contain" | "contains_any" | "contains_none" | "present" | "not_present" | "less_or_equal_than" | "greater_or_equal_than" | "is" | "in" | "not_in";
                            /** @default null */
                            value?: (string | number | boolean | (string | number)[]) | null;
                        }[];
                    } | null;
                    version: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        description: string;
                        /** @enum {string} */
                        type: "STATIC" | "DYNAMIC";
                        conditions: {
                            all: unknown[];
                            any: unknown[];
                        } | null;
                        memberCount: number;
                        version: number;
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteDeviceGroupsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getDeviceGroupsByIdMembers: {
        parameters: {
            query?: {
                pageIndex?: number;
                pageSize?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                            friendlyName: string | null;
                            systemName: string;
                            displayName: string;
                            /** @enum {string} */
                            nodeClass: "WINDOWS_WORKSTATION" | "WINDOWS_SERVER" | "MAC" | "MAC_SERVER" | "LINUX_WORKSTATION" | "LINUX_SERVER";
                            nodeRole: {
                                id: number;
                                name: string;
                            } | null;
                            clientId: number;
                            organizationName: string;
                            locationId: number | null;
                            locationName: string | null;
                            isUp: boolean;
                            lastSeenAt: string | null;
                            /** @enum {string} */
                            approvalStatus: "PENDING" | "APPROVED" | "REJECTED";
                            createdAt: string;
                        }[];
                        pageCount: number;
                        totalCount: number;
                        requestTime: number;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postDeviceGroupsByIdMembers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    deviceIds: number[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        description: string;
                        /** @enum {string} */
                        type: "STATIC" | "DYNAMIC";
                        conditions: {
                            all: unknown[];
                            any: unknown[];
                        } | null;
                        memberCount: number;
                        version: number;
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteDeviceGroupsByIdMembersByDeviceId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                deviceId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getDevicesByIdGroups: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        /** @enum {string} */
                        type: "STATIC" | "DYNAMIC";
                    }[];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getDevicesByIdTags: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        tags: string[];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    putDevicesByIdTags: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    tags: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        tags: string[];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getBillingSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        enabled: boolean;
                        currency: string;
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    putBillingSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    enabled: boolean;
                    currency: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        enabled: boolean;
                        currency: string;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    getBillingRoles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                    }[];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    getBillingProducts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        type: "STANDARD" | "LICENSED" | "GROUP" | "MANAGED" | "LABOR";
                        name: string;
                        description: string;
                        price: string;
                        cost: string;
                        quantity: string | null;
                        dynamicQuantityText: string;
                        taxable: boolean;
                        /** @enum {string} */
                        billing: "ONE_TIME" | "MONTHLY" | "QUARTERLY" | "ANNUALLY";
                        licensingType: ("PER_DEVICE" | "PER_USER" | "PER_SITE" | "SUBSCRIPTION") | null;
                        term: ("MONTH_TO_MONTH" | "ONE_YEAR" | "TWO_YEARS" | "THREE_YEARS") | null;
                        productIds: number[];
                        anyRole: boolean;
                        nodeRoleId: number | null;
                        groupIds: number[];
                        allGroups: boolean;
                        autoRoundTimeEntries: boolean;
                        roundingMinutes: number;
                        onSiteMultiplier: string;
                        remoteMultiplier: string;
                        normalHoursMultiplier: string;
                        offHoursMultiplier: string;
                        userRoles: number[];
                        allowAllTechnicians: boolean;
                        permissionUserRoles: number[];
                        version: number;
                        createdAt: string;
                        updatedAt: string;
                    }[];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    postBillingProducts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    type: "STANDARD" | "LICENSED" | "GROUP" | "MANAGED" | "LABOR";
                    name: string;
                    description: string;
                    price: string;
                    cost: string;
                    /** @default null */
                    quantity?: string | null;
                    /** @default  */
                    dynamicQuantityText?: string;
                    /** @default false */
                    taxable?: boolean;
                    /**
                     * @default MONTHLY
                     * @enum {string}
                     */
                    billing?: "ONE_TIME" | "MONTHLY" | "QUARTERLY" | "ANNUALLY";
                    /** @default null */
                    licensingType?: ("PER_DEVICE" | "PER_USER" | "PER_SITE" | "SUBSCRIPTION") | null;
                    /** @default null */
                    term?: ("MONTH_TO_MONTH" | "ONE_YEAR" | "TWO_YEARS" | "THREE_YEARS") | null;
                    /** @default [] */
                    productIds?: number[];
                    /** @default true */
                    anyRole?: boolean;
                    /** @default null */
                    nodeRoleId?: number | null;
                    /** @default [] */
                    groupIds?: number[];
                    /** @default true */
                    allGroups?: boolean;
                    /** @default false */
                    autoRoundTimeEntries?: boolean;
                    /** @default 15 */
                    roundingMinutes?: number;
                    /** @default 1 */
                    onSiteMultiplier?: string;
                    /** @default 1 */
                    remoteMultiplier?: string;
                    /** @default 1 */
                    normalHoursMultiplier?: string;
                    /** @default 1 */
                    offHoursMultiplier?: string;
                    /** @default [] */
                    userRoles?: number[];
                    /** @default true */
                    allowAllTechnicians?: boolean;
                    /** @default [] */
                    permissionUserRoles?: number[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        type: "STANDARD" | "LICENSED" | "GROUP" | "MANAGED" | "LABOR";
                        name: string;
                        description: string;
                        price: string;
                        cost: string;
                        quantity: string | null;
                        dynamicQuantityText: string;
                        taxable: boolean;
                        /** @enum {string} */
                        billing: "ONE_TIME" | "MONTHLY" | "QUARTERLY" | "ANNUALLY";
                        licensingType: ("PER_DEVICE" | "PER_USER" | "PER_SITE" | "SUBSCRIPTION") | null;
                        term: ("MONTH_TO_MONTH" | "ONE_YEAR" | "TWO_YEARS" | "THREE_YEARS") | null;
                        productIds: number[];
                        anyRole: boolean;
                        nodeRoleId: number | null;
                        groupIds: number[];
                        allGroups: boolean;
                        autoRoundTimeEntries: boolean;
                        roundingMinutes: number;
                        onSiteMultiplier: string;
                        remoteMultiplier: string;
                        normalHoursMultiplier: string;
                        offHoursMultiplier: string;
                        userRoles: number[];
                        allowAllTechnicians: boolean;
                        permissionUserRoles: number[];
                        version: number;
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    getBillingProductsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        type: "STANDARD" | "LICENSED" | "GROUP" | "MANAGED" | "LABOR";
                        name: string;
                        description: string;
                        price: string;
                        cost: string;
                        quantity: string | null;
                        dynamicQuantityText: string;
                        taxable: boolean;
                        /** @enum {string} */
                        billing: "ONE_TIME" | "MONTHLY" | "QUARTERLY" | "ANNUALLY";
                        licensingType: ("PER_DEVICE" | "PER_USER" | "PER_SITE" | "SUBSCRIPTION") | null;
                        term: ("MONTH_TO_MONTH" | "ONE_YEAR" | "TWO_YEARS" | "THREE_YEARS") | null;
                        productIds: number[];
                        anyRole: boolean;
                        nodeRoleId: number | null;
                        groupIds: number[];
                        allGroups: boolean;
                        autoRoundTimeEntries: boolean;
                        roundingMinutes: number;
                        onSiteMultiplier: string;
                        remoteMultiplier: string;
                        normalHoursMultiplier: string;
                        offHoursMultiplier: string;
                        userRoles: number[];
                        allowAllTechnicians: boolean;
                        permissionUserRoles: number[];
                        version: number;
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    putBillingProductsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    type: "STANDARD" | "LICENSED" | "GROUP" | "MANAGED" | "LABOR";
                    name: string;
                    description: string;
                    price: string;
                    cost: string;
                    /** @default null */
                    quantity?: string | null;
                    /** @default  */
                    dynamicQuantityText?: string;
                    /** @default false */
                    taxable?: boolean;
                    /**
                     * @default MONTHLY
                     * @enum {string}
                     */
                    billing?: "ONE_TIME" | "MONTHLY" | "QUARTERLY" | "ANNUALLY";
                    /** @default null */
                    licensingType?: ("PER_DEVICE" | "PER_USER" | "PER_SITE" | "SUBSCRIPTION") | null;
                    /** @default null */
                    term?: ("MONTH_TO_MONTH" | "ONE_YEAR" | "TWO_YEARS" | "THREE_YEARS") | null;
                    /** @default [] */
                    productIds?: number[];
                    /** @default true */
                    anyRole?: boolean;
                    /** @default null */
                    nodeRoleId?: number | null;
                    /** @default [] */
                    groupIds?: number[];
                    /** @default true */
                    allGroups?: boolean;
                    /** @default false */
                    autoRoundTimeEntries?: boolean;
                    /** @default 15 */
                    roundingMinutes?: number;
                    /** @default 1 */
                    onSiteMultiplier?: string;
                    /** @default 1 */
                    remoteMultiplier?: string;
                    /** @default 1 */
                    normalHoursMultiplier?: string;
                    /** @default 1 */
                    offHoursMultiplier?: string;
                    /** @default [] */
                    userRoles?: number[];
                    /** @default true */
                    allowAllTechnicians?: boolean;
                    /** @default [] */
                    permissionUserRoles?: number[];
                    version: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        type: "STANDARD" | "LICENSED" | "GROUP" | "MANAGED" | "LABOR";
                        name: string;
                        description: string;
                        price: string;
                        cost: string;
                        quantity: string | null;
                        dynamicQuantityText: string;
                        taxable: boolean;
                        /** @enum {string} */
                        billing: "ONE_TIME" | "MONTHLY" | "QUARTERLY" | "ANNUALLY";
                        licensingType: ("PER_DEVICE" | "PER_USER" | "PER_SITE" | "SUBSCRIPTION") | null;
                        term: ("MONTH_TO_MONTH" | "ONE_YEAR" | "TWO_YEARS" | "THREE_YEARS") | null;
                        productIds: number[];
                        anyRole: boolean;
                        nodeRoleId: number | null;
                        groupIds: number[];
                        allGroups: boolean;
                        autoRoundTimeEntries: boolean;
                        roundingMinutes: number;
                        onSiteMultiplier: string;
                        remoteMultiplier: string;
                        normalHoursMultiplier: string;
                        offHoursMultiplier: string;
                        userRoles: number[];
                        allowAllTechnicians: boolean;
                        permissionUserRoles: number[];
                        version: number;
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteBillingProductsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getBillingAgreements: {
        parameters: {
            query?: {
                organizationId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        organizationId: number;
                        organizationName: string;
                        name: string;
                        /** @enum {string} */
                        type: "MANAGED_SERVICES" | "TIME_AND_MATERIALS" | "BLOCK_HOURS";
                        startDate: string;
                        endDate: string | null;
                        /** @enum {string} */
                        productMappingType: "SINGLE_HIT" | "MULTIPLE_HIT";
                        hourlyRate: string | null;
                        blockHours: string | null;
                        products: {
                            productId: number;
                            productName: string;
                            /** @enum {string} */
                            productType: "STANDARD" | "LICENSED" | "GROUP" | "MANAGED" | "LABOR";
                            quantity: string | null;
                        }[];
                        coversLabor: boolean;
                        version: number;
                        createdAt: string;
                        updatedAt: string;
                    }[];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    postBillingAgreements: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    organizationId: number;
                    name: string;
                    /** @enum {string} */
                    type: "MANAGED_SERVICES" | "TIME_AND_MATERIALS" | "BLOCK_HOURS";
                    startDate: string;
                    /** @default null */
                    endDate?: string | null;
                    /**
                     * @default SINGLE_HIT
                     * @enum {string}
                     */
                    productMappingType?: "SINGLE_HIT" | "MULTIPLE_HIT";
                    /** @default null */
                    hourlyRate?: string | null;
                    /** @default null */
                    blockHours?: string | null;
                    /** @default [] */
                    products?: {
                        productId: number;
                        /** @default null */
                        quantity?: string | null;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        organizationId: number;
                        organizationName: string;
                        name: string;
                        /** @enum {string} */
                        type: "MANAGED_SERVICES" | "TIME_AND_MATERIALS" | "BLOCK_HOURS";
                        startDate: string;
                        endDate: string | null;
                        /** @enum {string} */
                        productMappingType: "SINGLE_HIT" | "MULTIPLE_HIT";
                        hourlyRate: string | null;
                        blockHours: string | null;
                        products: {
                            productId: number;
                            productName: string;
                            /** @enum {string} */
                            productType: "STANDARD" | "LICENSED" | "GROUP" | "MANAGED" | "LABOR";
                            quantity: string | null;
                        }[];
                        coversLabor: boolean;
                        version: number;
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    getBillingAgreementsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        organizationId: number;
                        organizationName: string;
                        name: string;
                        /** @enum {string} */
                        type: "MANAGED_SERVICES" | "TIME_AND_MATERIALS" | "BLOCK_HOURS";
                        startDate: string;
                        endDate: string | null;
                        /** @enum {string} */
                        productMappingType: "SINGLE_HIT" | "MULTIPLE_HIT";
                        hourlyRate: string | null;
                        blockHours: string | null;
                        products: {
                            productId: number;
                            productName: string;
                            /** @enum {string} */
                            productType: "STANDARD" | "LICENSED" | "GROUP" | "MANAGED" | "LABOR";
                            quantity: string | null;
                        }[];
                        coversLabor: boolean;
                        version: number;
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    putBillingAgreementsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    organizationId: number;
                    name: string;
                    /** @enum {string} */
                    type: "MANAGED_SERVICES" | "TIME_AND_MATERIALS" | "BLOCK_HOURS";
                    startDate: string;
                    /** @default null */
                    endDate?: string | null;
                    /**
                     * @default SINGLE_HIT
                     * @enum {string}
                     */
                    productMappingType?: "SINGLE_HIT" | "MULTIPLE_HIT";
                    /** @default null */
                    hourlyRate?: string | null;
                    /** @default null */
                    blockHours?: string | null;
                    /** @default [] */
                    products?: {
                        productId: number;
                        /** @default null */
                        quantity?: string | null;
                    }[];
                    version: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        organizationId: number;
                        organizationName: string;
                        name: string;
                        /** @enum {string} */
                        type: "MANAGED_SERVICES" | "TIME_AND_MATERIALS" | "BLOCK_HOURS";
                        startDate: string;
                        endDate: string | null;
                        /** @enum {string} */
                        productMappingType: "SINGLE_HIT" | "MULTIPLE_HIT";
                        hourlyRate: string | null;
                        blockHours: string | null;
                        products: {
                            productId: number;
                            productName: string;
                            /** @enum {string} */
                            productType: "STANDARD" | "LICENSED" | "GROUP" | "MANAGED" | "LABOR";
                            quantity: string | null;
                        }[];
                        coversLabor: boolean;
                        version: number;
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteBillingAgreementsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getBillingAgreementsByIdMonth: {
        parameters: {
            query: {
                month: string;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        organizationId: number;
                        organizationName: string;
                        month: string;
                        currency: string;
                        agreements: {
                            id: number;
                            name: string;
                            /** @enum {string} */
                            type: "MANAGED_SERVICES" | "TIME_AND_MATERIALS" | "BLOCK_HOURS";
                            total: string;
                        }[];
                        lines: {
                            agreementId: number;
                            productId: number;
                            productName: string;
                            /** @enum {string} */
                            kind: "FIXED" | "DEVICES" | "LABOR";
                            quantity: string;
                            unitPrice: string;
                            amount: string;
                            taxable: boolean;
                            hoursLogged: string | null;
                            hoursRounded: string | null;
                            hoursCovered: string | null;
                        }[];
                        devices: {
                            agreementId: number;
                            productId: number;
                            deviceId: number;
                            deviceName: string;
                        }[];
                        timeEntries: {
                            id: number;
                            ticketId: number;
                            agreementId: number;
                            productId: number | null;
                            technician: string;
                            startDate: string;
                            remote: boolean;
                            offHours: boolean;
                            billingType: string;
                            minutesLogged: number;
                            minutesRounded: number;
                            multiplier: string;
                            billedHours: string;
                        }[];
                        devicesAsOf: string | null;
                        billedAt: string | null;
                        subtotalTaxable: string;
                        subtotalNonTaxable: string;
                        total: string;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getBillingOrganizationsByIdLaborAgreements: {
        parameters: {
            query: {
                date: string;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        isDefault: boolean;
                    }[];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getBillingOrganizationsByIdStatement: {
        parameters: {
            query: {
                month: string;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        organizationId: number;
                        organizationName: string;
                        month: string;
                        currency: string;
                        agreements: {
                            id: number;
                            name: string;
                            /** @enum {string} */
                            type: "MANAGED_SERVICES" | "TIME_AND_MATERIALS" | "BLOCK_HOURS";
                            total: string;
                        }[];
                        lines: {
                            agreementId: number;
                            productId: number;
                            productName: string;
                            /** @enum {string} */
                            kind: "FIXED" | "DEVICES" | "LABOR";
                            quantity: string;
                            unitPrice: string;
                            amount: string;
                            taxable: boolean;
                            hoursLogged: string | null;
                            hoursRounded: string | null;
                            hoursCovered: string | null;
                        }[];
                        devices: {
                            agreementId: number;
                            productId: number;
                            deviceId: number;
                            deviceName: string;
                        }[];
                        timeEntries: {
                            id: number;
                            ticketId: number;
                            agreementId: number;
                            productId: number | null;
                            technician: string;
                            startDate: string;
                            remote: boolean;
                            offHours: boolean;
                            billingType: string;
                            minutesLogged: number;
                            minutesRounded: number;
                            multiplier: string;
                            billedHours: string;
                        }[];
                        devicesAsOf: string | null;
                        billedAt: string | null;
                        subtotalTaxable: string;
                        subtotalNonTaxable: string;
                        total: string;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getBillingOrganizationsByIdStatementCsv: {
        parameters: {
            query: {
                month: string;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getBillingOrganizationsByIdStatementPdf: {
        parameters: {
            query: {
                month: string;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postBillingOrganizationsByIdBilledMonths: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    month: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        organizationId: number;
                        organizationName: string;
                        month: string;
                        currency: string;
                        agreements: {
                            id: number;
                            name: string;
                            /** @enum {string} */
                            type: "MANAGED_SERVICES" | "TIME_AND_MATERIALS" | "BLOCK_HOURS";
                            total: string;
                        }[];
                        lines: {
                            agreementId: number;
                            productId: number;
                            productName: string;
                            /** @enum {string} */
                            kind: "FIXED" | "DEVICES" | "LABOR";
                            quantity: string;
                            unitPrice: string;
                            amount: string;
                            taxable: boolean;
                            hoursLogged: string | null;
                            hoursRounded: string | null;
                            hoursCovered: string | null;
                        }[];
                        devices: {
                            agreementId: number;
                            productId: number;
                            deviceId: number;
                            deviceName: string;
                        }[];
                        timeEntries: {
                            id: number;
                            ticketId: number;
                            agreementId: number;
                            productId: number | null;
                            technician: string;
                            startDate: string;
                            remote: boolean;
                            offHours: boolean;
                            billingType: string;
                            minutesLogged: number;
                            minutesRounded: number;
                            multiplier: string;
                            billedHours: string;
                        }[];
                        devicesAsOf: string | null;
                        billedAt: string | null;
                        subtotalTaxable: string;
                        subtotalNonTaxable: string;
                        total: string;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteBillingOrganizationsByIdBilledMonthsByMonth: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                month: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        organizationId: number;
                        organizationName: string;
                        month: string;
                        currency: string;
                        agreements: {
                            id: number;
                            name: string;
                            /** @enum {string} */
                            type: "MANAGED_SERVICES" | "TIME_AND_MATERIALS" | "BLOCK_HOURS";
                            total: string;
                        }[];
                        lines: {
                            agreementId: number;
                            productId: number;
                            productName: string;
                            /** @enum {string} */
                            kind: "FIXED" | "DEVICES" | "LABOR";
                            quantity: string;
                            unitPrice: string;
                            amount: string;
                            taxable: boolean;
                            hoursLogged: string | null;
                            hoursRounded: string | null;
                            hoursCovered: string | null;
                        }[];
                        devices: {
                            agreementId: number;
                            productId: number;
                            deviceId: number;
                            deviceName: string;
                        }[];
                        timeEntries: {
                            id: number;
                            ticketId: number;
                            agreementId: number;
                            productId: number | null;
                            technician: string;
                            startDate: string;
                            remote: boolean;
                            offHours: boolean;
                            billingType: string;
                            minutesLogged: number;
                            minutesRounded: number;
                            multiplier: string;
                            billedHours: string;
                        }[];
                        devicesAsOf: string | null;
                        billedAt: string | null;
                        subtotalTaxable: string;
                        subtotalNonTaxable: string;
                        total: string;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getBillingUnbilledTime: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        currency: string;
                        rows: {
                            organizationId: number;
                            organizationName: string;
                            agreementId: number;
                            agreementName: string;
                            month: string;
                            hours: string;
                            amount: string;
                            tickets: {
                                id: number;
                                summary: string;
                                hours: string;
                            }[];
                        }[];
                        totalHours: string;
                        totalAmount: string;
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    getAgentDownloadInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fileName: string;
                        sha256: string;
                        size: number;
                        nodeVersion: string;
                    };
                };
            };
            "4XX": components["responses"]["Refused"];
        };
    };
    getAgentDownload: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            "4XX": components["responses"]["Refused"];
        };
    };
    getAgentInstallByPlatform: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                platform: "linux" | "windows";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationFailed"];
            404: components["responses"]["NotFound"];
        };
    };
    postAgentEnroll: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                    deviceUid: string;
                    facts: {
                        hostname: string;
                        os: {
                            platform: string;
                            distro: string;
                            release: string;
                            kernel?: string;
                            arch?: string;
                        };
                        cpu?: {
                            model: string;
                            cores: number;
                            speedGHz: number;
                        };
                        ramBytes?: number;
                        /** @default [] */
                        disks?: {
                            mount: string;
                            fsType: string;
                            sizeBytes: number;
                            usedBytes: number;
                        }[];
                        /** @default [] */
                        network?: {
                            iface: string;
                            ip4?: string;
                            ip6?: string;
                            mac?: string;
                        }[];
                        defaultGateway?: string;
                        lastLoginUser?: string;
                        serialNumber?: string;
                        model?: string;
                        manufacturer?: string;
                        agentVersion?: string;
                        timeZone?: string;
                        interpreters?: {
                            /** @enum {string} */
                            language: "sh" | "bash" | "python3" | "powershell" | "cmd";
                            path: string;
                            version: string | null;
                        }[];
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "APPROVED";
                        nodeId: number;
                        credential: string;
                    } | {
                        /** @enum {string} */
                        status: "PENDING";
                        nodeId: number;
                        pollSecret: string;
                        pollSeconds: number;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
        };
    };
    postAgentEnrollStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    nodeId: number;
                    pollSecret: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "APPROVED";
                        nodeId: number;
                        credential: string;
                    } | {
                        /** @enum {string} */
                        status: "PENDING";
                        nodeId: number;
                        pollSecret: string;
                        pollSeconds: number;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
        };
    };
    postAgentHeartbeat: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    facts?: {
                        hostname: string;
                        os: {
                            platform: string;
                            distro: string;
                            release: string;
                            kernel?: string;
                            arch?: string;
                        };
                        cpu?: {
                            model: string;
                            cores: number;
                            speedGHz: number;
                        };
                        ramBytes?: number;
                        /** @default [] */
                        disks?: {
                            mount: string;
                            fsType: string;
                            sizeBytes: number;
                            usedBytes: number;
                        }[];
                        /** @default [] */
                        network?: {
                            iface: string;
                            ip4?: string;
                            ip6?: string;
                            mac?: string;
                        }[];
                        defaultGateway?: string;
                        lastLoginUser?: string;
                        serialNumber?: string;
                        model?: string;
                        manufacturer?: string;
                        agentVersion?: string;
                        timeZone?: string;
                        interpreters?: {
                            /** @enum {string} */
                            language: "sh" | "bash" | "python3" | "powershell" | "cmd";
                            path: string;
                            version: string | null;
                        }[];
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        nodeId: number;
                        serverTime: string;
                        heartbeatSeconds: number;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
        };
    };
    getNodeApprovals: {
        parameters: {
            query: {
                status: "PENDING" | "APPROVED" | "REJECTED";
                filterText?: string;
                sortBy?: "displayName" | "organizationName" | "createdAt" | "approvalStatusAt";
                direction?: "ASC" | "DESC";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        displayName: string;
                        systemName: string;
                        /** @enum {string} */
                        nodeClass: "WINDOWS_WORKSTATION" | "WINDOWS_SERVER" | "MAC" | "MAC_SERVER" | "LINUX_WORKSTATION" | "LINUX_SERVER";
                        clientId: number;
                        organizationName: string;
                        /** @enum {string} */
                        nodeApprovalType: "CANDIDATE_NODE" | "REGULAR";
                        /** @enum {string} */
                        approvalStatus: "PENDING" | "APPROVED" | "REJECTED";
                        /** @enum {string} */
                        installationStatus: "PENDING" | "WAITING" | "INSTALLED";
                        approvalStatusByAppUserId: number | null;
                        approvalStatusByAppUserName: string | null;
                        approvalStatusAt: string | null;
                        ipAddress: string | null;
                        createdAt: string;
                    }[];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    postNodeApprovalsApprove: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    nodeIds: number[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        affected: number;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    postNodeApprovalsReject: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    nodeIds: number[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        affected: number;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    postNodeApprovalsClear: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    nodeIds: number[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        affected: number;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    getNodeApprovalsMode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        mode: "AUTOMATIC" | "MANUAL";
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    putNodeApprovalsMode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    mode: "AUTOMATIC" | "MANUAL";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        mode: "AUTOMATIC" | "MANUAL";
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    getDevicesByIdNotes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        nodeId: number;
                        authorUserId: number | null;
                        authorName: string | null;
                        html: string;
                        createdAt: string;
                        updatedAt: string;
                    }[];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postDevicesByIdNotes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    html: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        nodeId: number;
                        authorUserId: number | null;
                        authorName: string | null;
                        html: string;
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    putDevicesByIdNotesByNoteId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                noteId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    html: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        nodeId: number;
                        authorUserId: number | null;
                        authorName: string | null;
                        html: string;
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteDevicesByIdNotesByNoteId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                noteId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getUsersMentionable: {
        parameters: {
            query?: {
                query?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        label: string;
                    }[];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    getAgentBlobsByPath: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The rest of the path, slashes included */
                path: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            404: components["responses"]["NotFound"];
        };
    };
    putAgentBlobsByPath: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The rest of the path, slashes included */
                path: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            404: components["responses"]["NotFound"];
        };
    };
    getAgentBlobs: {
        parameters: {
            query: {
                prefix: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        names: string[];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
        };
    };
    getAgentBackupKey: {
        parameters: {
            query?: {
                jobUid?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        keyBase64: string;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
        };
    };
    getAgentWork: {
        parameters: {
            query?: {
                waitSeconds?: number;
                acceptJobs?: "0" | "1" | "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        jobs: ({
                            /** @enum {string} */
                            kind: "BACKUP";
                            jobUid: string;
                            planUid: string;
                            /** @enum {string} */
                            planType: "FILE_FOLDER" | "IMAGE";
                            includes: string[];
                            excludes: string[];
                            volume: string | null;
                            /** @enum {string} */
                            destination: "CLOUD" | "LOCAL" | "HYBRID";
                            localPath: string | null;
                            backupPermissions: boolean;
                            previousJobGuid: string | null;
                        } | {
                            /** @enum {string} */
                            kind: "RESTORE";
                            jobUid: string;
                            snapshotJobGuid: string;
                            sourceOnCloud: boolean;
                            sourceLocalPath: string | null;
                            paths: string[];
                            destination: {
                                /** @enum {string} */
                                kind: "original";
                            } | {
                                /** @enum {string} */
                                kind: "other";
                                root: string;
                            };
                            /** @enum {string} */
                            collision: "OVERWRITE" | "SKIP" | "KEEP_BOTH" | "OVERWRITE_IF_NEWER";
                            restorePermissions: boolean;
                        } | {
                            /** @enum {string} */
                            kind: "SYNC";
                            jobUid: string;
                            snapshotJobGuid: string;
                            localPath: string;
                        } | {
                            /** @enum {string} */
                            kind: "GC";
                            jobUid: string;
                            localPath: string;
                            liveJobGuids: string[];
                            /**
                             * @default {
                             *       "jobGuids": [],
                             *       "paths": []
                             *     }
                             */
                            forget: {
                                jobGuids: string[];
                                paths: string[];
                            };
                        })[];
                        commands: ({
                            /** @enum {string} */
                            kind: "LIST_DIR";
                            id: number;
                            path: string;
                            offset: number;
                            limit: number;
                        } | {
                            /** @enum {string} */
                            kind: "MAKE_DIR";
                            id: number;
                            path: string;
                            name: string;
                        } | {
                            /** @enum {string} */
                            kind: "PATHS_EXIST";
                            id: number;
                            paths: string[];
                        } | {
                            /** @enum {string} */
                            kind: "LIST_SERVICES";
                            id: number;
                        })[];
                        /** @default [] */
                        scripts: {
                            /** @enum {string} */
                            kind: "SCRIPT";
                            runUid: string;
                            scriptVersionId: number;
                            sha256: string;
                            /** @enum {string} */
                            language: "sh" | "bash" | "python3" | "powershell" | "cmd";
                            timeoutSeconds: number;
                            /** @enum {string} */
                            runAs: "SYSTEM" | "LOGGED_ON_USER";
                            env: {
                                [key: string]: string;
                            };
                        }[];
                        /** @default [] */
                        cancelScripts: string[];
                        bandwidthLimitKb: number | null;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
        };
    };
    getAgentBackupPlans: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        plans: {
                            uid: string;
                            name: string;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
        };
    };
    postAgentBackupPlansByPlanUidRun: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                planUid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        kind: "BACKUP";
                        jobUid: string;
                        planUid: string;
                        /** @enum {string} */
                        planType: "FILE_FOLDER" | "IMAGE";
                        includes: string[];
                        excludes: string[];
                        volume: string | null;
                        /** @enum {string} */
                        destination: "CLOUD" | "LOCAL" | "HYBRID";
                        localPath: string | null;
                        backupPermissions: boolean;
                        previousJobGuid: string | null;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            404: components["responses"]["NotFound"];
        };
    };
    postAgentJobsByJobUidProgress: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                jobUid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    filesProcessed: number;
                    filesTotal: number;
                    bytesProcessed: number;
                    bytesTotal: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        cancelRequested: boolean;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            404: components["responses"]["NotFound"];
        };
    };
    postAgentJobsByJobUidComplete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                jobUid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status: "COMPLETED" | "FAILED" | "CANCELED";
                    progress: {
                        filesProcessed: number;
                        filesTotal: number;
                        bytesProcessed: number;
                        bytesTotal: number;
                    };
                    /** @default null */
                    error?: string | null;
                    /** @default [] */
                    warnings?: {
                        path: string;
                        message: string;
                    }[];
                    snapshot?: unknown;
                    storedBytes?: {
                        local: number;
                        cloud: number;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            404: components["responses"]["NotFound"];
        };
    };
    postAgentCommandsByIdResult: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ok: boolean;
                    result?: unknown;
                    error?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            404: components["responses"]["NotFound"];
        };
    };
    postBackupNodesByNodeIdPlans: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                nodeId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @enum {string} */
                    type: "FILE_FOLDER" | "IMAGE";
                    /** @default [] */
                    includes?: string[];
                    /** @default [] */
                    excludes?: string[];
                    /** @default null */
                    volume?: string | null;
                    /** @enum {string} */
                    destination: "CLOUD" | "LOCAL" | "HYBRID";
                    /** @default null */
                    localPath?: string | null;
                    schedule: {
                        /** @enum {string} */
                        scheduleType: "DAILY" | "WEEKLY" | "MONTHLY" | "WEEK_OF_MONTH" | "INTERVAL";
                        /** @default 0 */
                        hour?: number;
                        /** @default 0 */
                        minute?: number;
                        /** @default [] */
                        weekDays?: number[];
                        /** @default 1 */
                        dayOfMonth?: number;
                        /** @default 1 */
                        weekOfMonth?: number;
                        /** @default 1 */
                        interval?: number;
                        /**
                         * @default HOURS
                         * @enum {string}
                         */
                        intervalUnit?: "HOURS" | "MINUTES";
                    };
                    timeZone?: string;
                    /** @default true */
                    enabled?: boolean;
                    /** @default true */
                    backupPermissions?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        uid: string;
                        numericId: number;
                        nodeId: number;
                        name: string;
                        deleted: boolean;
                        enabled: boolean;
                        schedule: {
                            /** @enum {string} */
                            scheduleType: "DAILY" | "WEEKLY" | "MONTHLY" | "WEEK_OF_MONTH" | "INTERVAL";
                            /** @default 0 */
                            hour: number;
                            /** @default 0 */
                            minute: number;
                            /** @default [] */
                            weekDays: number[];
                            /** @default 1 */
                            dayOfMonth: number;
                            /** @default 1 */
                            weekOfMonth: number;
                            /** @default 1 */
                            interval: number;
                            /**
                             * @default HOURS
                             * @enum {string}
                             */
                            intervalUnit: "HOURS" | "MINUTES";
                        };
                        timeZone: string;
                        /** @enum {string} */
                        type: "FILE_FOLDER" | "IMAGE";
                        /** @enum {string} */
                        destination: "CLOUD" | "LOCAL" | "HYBRID";
                        localPath: string | null;
                        includes: string[];
                        excludes: string[];
                        volume: string | null;
                        backupPermissions: boolean;
                        lastSuccess: string | null;
                        deletionScheduledFor: string | null;
                        storage: {
                            local: number;
                            cloud: number;
                            localJobs: number;
                            cloudJobs: number;
                            volumes?: {
                                fileId: number;
                                lastRevision: string | null;
                                volumeName: string;
                                volume: {
                                    id: number;
                                    name: string;
                                    size: number | null;
                                    label: string | null;
                                    location: string;
                                    fileSystem: string | null;
                                    partitionStyle: string | null;
                                };
                                image: {
                                    localBytes: number;
                                    cloudBytes: number;
                                    usedBytes: number;
                                    capacityBytes: number;
                                    cloudDeduplicationBytes: number;
                                };
                            }[];
                        };
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    putBackupNodesByNodeIdPlansByPlanUid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                nodeId: number;
                planUid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @enum {string} */
                    type: "FILE_FOLDER" | "IMAGE";
                    /** @default [] */
                    includes?: string[];
                    /** @default [] */
                    excludes?: string[];
                    /** @default null */
                    volume?: string | null;
                    /** @enum {string} */
                    destination: "CLOUD" | "LOCAL" | "HYBRID";
                    /** @default null */
                    localPath?: string | null;
                    schedule: {
                        /** @enum {string} */
                        scheduleType: "DAILY" | "WEEKLY" | "MONTHLY" | "WEEK_OF_MONTH" | "INTERVAL";
                        /** @default 0 */
                        hour?: number;
                        /** @default 0 */
                        minute?: number;
                        /** @default [] */
                        weekDays?: number[];
                        /** @default 1 */
                        dayOfMonth?: number;
                        /** @default 1 */
                        weekOfMonth?: number;
                        /** @default 1 */
                        interval?: number;
                        /**
                         * @default HOURS
                         * @enum {string}
                         */
                        intervalUnit?: "HOURS" | "MINUTES";
                    };
                    timeZone?: string;
                    /** @default true */
                    enabled?: boolean;
                    /** @default true */
                    backupPermissions?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        uid: string;
                        numericId: number;
                        nodeId: number;
                        name: string;
                        deleted: boolean;
                        enabled: boolean;
                        schedule: {
                            /** @enum {string} */
                            scheduleType: "DAILY" | "WEEKLY" | "MONTHLY" | "WEEK_OF_MONTH" | "INTERVAL";
                            /** @default 0 */
                            hour: number;
                            /** @default 0 */
                            minute: number;
                            /** @default [] */
                            weekDays: number[];
                            /** @default 1 */
                            dayOfMonth: number;
                            /** @default 1 */
                            weekOfMonth: number;
                            /** @default 1 */
                            interval: number;
                            /**
                             * @default HOURS
                             * @enum {string}
                             */
                            intervalUnit: "HOURS" | "MINUTES";
                        };
                        timeZone: string;
                        /** @enum {string} */
                        type: "FILE_FOLDER" | "IMAGE";
                        /** @enum {string} */
                        destination: "CLOUD" | "LOCAL" | "HYBRID";
                        localPath: string | null;
                        includes: string[];
                        excludes: string[];
                        volume: string | null;
                        backupPermissions: boolean;
                        lastSuccess: string | null;
                        deletionScheduledFor: string | null;
                        storage: {
                            local: number;
                            cloud: number;
                            localJobs: number;
                            cloudJobs: number;
                            volumes?: {
                                fileId: number;
                                lastRevision: string | null;
                                volumeName: string;
                                volume: {
                                    id: number;
                                    name: string;
                                    size: number | null;
                                    label: string | null;
                                    location: string;
                                    fileSystem: string | null;
                                    partitionStyle: string | null;
                                };
                                image: {
                                    localBytes: number;
                                    cloudBytes: number;
                                    usedBytes: number;
                                    capacityBytes: number;
                                    cloudDeduplicationBytes: number;
                                };
                            }[];
                        };
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteBackupNodesByNodeIdPlansByPlanUid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                nodeId: number;
                planUid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postBackupNodesByNodeIdPlansByPlanUidRun: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                nodeId: number;
                planUid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        resultCode: string;
                        message: string;
                        jobUid: string;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getBackupLockhartNodesByNodeIdPlans: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                nodeId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        uid: string;
                        numericId: number;
                        nodeId: number;
                        name: string;
                        deleted: boolean;
                        enabled: boolean;
                        schedule: {
                            /** @enum {string} */
                            scheduleType: "DAILY" | "WEEKLY" | "MONTHLY" | "WEEK_OF_MONTH" | "INTERVAL";
                            /** @default 0 */
                            hour: number;
                            /** @default 0 */
                            minute: number;
                            /** @default [] */
                            weekDays: number[];
                            /** @default 1 */
                            dayOfMonth: number;
                            /** @default 1 */
                            weekOfMonth: number;
                            /** @default 1 */
                            interval: number;
                            /**
                             * @default HOURS
                             * @enum {string}
                             */
                            intervalUnit: "HOURS" | "MINUTES";
                        };
                        timeZone: string;
                        /** @enum {string} */
                        type: "FILE_FOLDER" | "IMAGE";
                        /** @enum {string} */
                        destination: "CLOUD" | "LOCAL" | "HYBRID";
                        localPath: string | null;
                        includes: string[];
                        excludes: string[];
                        volume: string | null;
                        backupPermissions: boolean;
                        lastSuccess: string | null;
                        deletionScheduledFor: string | null;
                        storage: {
                            local: number;
                            cloud: number;
                            localJobs: number;
                            cloudJobs: number;
                            volumes?: {
                                fileId: number;
                                lastRevision: string | null;
                                volumeName: string;
                                volume: {
                                    id: number;
                                    name: string;
                                    size: number | null;
                                    label: string | null;
                                    location: string;
                                    fileSystem: string | null;
                                    partitionStyle: string | null;
                                };
                                image: {
                                    localBytes: number;
                                    cloudBytes: number;
                                    usedBytes: number;
                                    capacityBytes: number;
                                    cloudDeduplicationBytes: number;
                                };
                            }[];
                        };
                    }[];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getBackupLockhartNodesByNodeIdPlansByPlanIdFolders: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
            };
            header?: never;
            path: {
                nodeId: number;
                planId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: {
                            id: number;
                            name: string;
                            path: string;
                            /** @enum {string} */
                            type: "FOLDER" | "FILE";
                            deleted: boolean;
                            /** @enum {string} */
                            status: "DEFINED" | "DELETED";
                            cfid: number | null;
                            size: number;
                            backupSize: number;
                            latestRevisionCreatedAt: string | null;
                            missing: boolean;
                            removed: boolean;
                            restricted: boolean;
                            /** @enum {string} */
                            storage: "LOCAL" | "CLOUD" | "HYBRID";
                        }[];
                        totalElements: number;
                        totalPages: number;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getBackupLockhartV2NodesByNodeIdPlansByPlanIdFoldersByFolderIdContent: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
            };
            header?: never;
            path: {
                nodeId: number;
                planId: string;
                folderId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: {
                            id: number;
                            name: string;
                            path: string;
                            /** @enum {string} */
                            type: "FOLDER" | "FILE";
                            deleted: boolean;
                            /** @enum {string} */
                            status: "DEFINED" | "DELETED";
                            cfid: number | null;
                            size: number;
                            backupSize: number;
                            latestRevisionCreatedAt: string | null;
                            missing: boolean;
                            removed: boolean;
                            restricted: boolean;
                            /** @enum {string} */
                            storage: "LOCAL" | "CLOUD" | "HYBRID";
                        }[];
                        totalElements: number;
                        totalPages: number;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getBackupLockhartNodesByNodeIdPlansByPlanIdSearch: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                searchTerm?: string;
                folderId?: number;
                totalOnly?: "true" | "false";
            };
            header?: never;
            path: {
                nodeId: number;
                planId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: {
                            id: number;
                            name: string;
                            path: string;
                            /** @enum {string} */
                            type: "FOLDER" | "FILE";
                            deleted: boolean;
                            /** @enum {string} */
                            status: "DEFINED" | "DELETED";
                            cfid: number | null;
                            size: number;
                            backupSize: number;
                            latestRevisionCreatedAt: string | null;
                            missing: boolean;
                            removed: boolean;
                            restricted: boolean;
                            /** @enum {string} */
                            storage: "LOCAL" | "CLOUD" | "HYBRID";
                        }[];
                        totalElements: number;
                        totalPages: number;
                        totalExact: boolean;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getBackupLockhartV3NodesByNodeIdPlansByPlanNumericIdFilesByFileIdRevisions: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                onCloud?: "true" | "false";
            };
            header?: never;
            path: {
                nodeId: number;
                planNumericId: string;
                fileId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: {
                            id: number;
                            planId: string;
                            size: number;
                            backupSize: number;
                            /** @enum {string} */
                            bldType: "NON_BLD" | "FULL" | "DELTA";
                            modified: string | null;
                            jobGuid: string;
                            jobCreated: string;
                            jobCompleted: string | null;
                            onS3: boolean;
                            onNas: boolean;
                            onCloud: boolean;
                            rollupSize: number;
                            completed: string | null;
                            file: {
                                path: string;
                                planId: string;
                                planName: string;
                            };
                        }[];
                        totalElements: number;
                        totalPages: number;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getBackupLockhartNodesByNodeIdPlansByPlanIdFilesByFileIdRevisions: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                onCloud?: "true" | "false";
            };
            header?: never;
            path: {
                nodeId: number;
                planId: string;
                fileId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: {
                            id: number;
                            planId: string;
                            size: number;
                            backupSize: number;
                            /** @enum {string} */
                            bldType: "NON_BLD" | "FULL" | "DELTA";
                            modified: string | null;
                            jobGuid: string;
                            jobCreated: string;
                            jobCompleted: string | null;
                            onS3: boolean;
                            onNas: boolean;
                            onCloud: boolean;
                            rollupSize: number;
                            completed: string | null;
                            file: {
                                path: string;
                                planId: string;
                                planName: string;
                            };
                        }[];
                        totalElements: number;
                        totalPages: number;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getBackupLockhartNodesByNodeIdPlansByPlanIdJobs: {
        parameters: {
            query?: {
                page?: number;
                size?: number;
                upsyncedData?: "true" | "false";
            };
            header?: never;
            path: {
                nodeId: number;
                planId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: {
                            id: number;
                            jobGuid: string;
                            created: string;
                            completed: string | null;
                            /** @enum {string} */
                            bldType: "FULL" | "DELTA";
                            onS3: boolean;
                            onNas: boolean;
                            size: number;
                            backupSize: number;
                            fileCount: number;
                        }[];
                        totalElements: number;
                        totalPages: number;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getBackupLockhartNodesByNodeIdPlansByPlanIdVolumes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                nodeId: number;
                planId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fileId: number;
                        lastRevision: string | null;
                        volumeName: string;
                        volume: {
                            id: number;
                            name: string;
                            size: number | null;
                            label: string | null;
                            location: string;
                            fileSystem: string | null;
                            partitionStyle: string | null;
                        };
                        image: {
                            localBytes: number;
                            cloudBytes: number;
                            usedBytes: number;
                            capacityBytes: number;
                            cloudDeduplicationBytes: number;
                        };
                    }[];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getBackupLockhartImageV2NodesByNodeIdPlansByPlanIdRevisionsByRevisionIdContent: {
        parameters: {
            query?: {
                folder?: string;
                start?: number;
                count?: number;
            };
            header?: never;
            path: {
                nodeId: number;
                planId: string;
                revisionId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: {
                            name: string;
                            path: string;
                            /** @enum {string} */
                            type: "FOLDER" | "FILE";
                            size: number;
                            modified: string | null;
                        }[];
                        totalElements: number;
                        totalPages: number;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getBackupLockhartNodesByNodeIdPlansByPlanIdRevisionsByRevisionIdData: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                nodeId: number;
                planId: string;
                revisionId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getBackupLockhartNodesByNodeIdPlansByPlanIdFoldersByFolderIdJobsByJobIdData: {
        parameters: {
            query?: {
                restoreDeleted?: "true" | "false";
            };
            header?: never;
            path: {
                nodeId: number;
                planId: string;
                folderId: number;
                jobId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getBackupLockhartImageNodesByNodeIdPlansByPlanIdRevisionsByRevisionIdDownload: {
        parameters: {
            query: {
                fileBase64: string;
                type: "FILE" | "FOLDER";
            };
            header?: never;
            path: {
                nodeId: number;
                planId: string;
                revisionId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postBackupJobsBatch: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    destinationNodeId: number;
                    sourcePlanId: string;
                    sourcePaths: string[];
                    /** @enum {string} */
                    collisionHandling: "OVERWRITE" | "SKIP" | "KEEP_BOTH" | "OVERWRITE_IF_NEWER";
                    /** @default null */
                    revisionId?: number | null;
                    /** @default null */
                    backupJobId?: number | null;
                    /** @default null */
                    date?: string | null;
                    originalLocation: boolean;
                    /** @default null */
                    destinationPath?: string | null;
                    /** @default false */
                    restorePermissions?: boolean;
                    /** @default false */
                    restoreDeletedFiles?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        resultCode: string;
                        jobUids: string[];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    getBackupJobsByJobUid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                jobUid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        jobUID: string;
                        /** @enum {string} */
                        type: "BACKUP" | "RESTORE" | "SYNC" | "GC";
                        /** @enum {string} */
                        status: "QUEUED" | "PROCESSING" | "COMPLETED" | "FAILED" | "CANCELED";
                        nodeId: number;
                        nodeName: string;
                        planId: string | null;
                        planName: string | null;
                        sourcePath: string | null;
                        restoreTo: string | null;
                        jobFilesProcessed: number;
                        jobTotalFiles: number;
                        jobProcessedBytes: number;
                        jobTotalBytes: number;
                        percentage: number;
                        ignored: boolean;
                        warnings: {
                            path: string;
                            message: string;
                        }[];
                        error: string | null;
                        created: string;
                        started: string | null;
                        completed: string | null;
                        phase?: {
                            /** @enum {string} */
                            name: "INDEXING";
                            done: number;
                            total: number;
                        } | null;
                        organizationId?: number;
                        organizationName?: string;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getBackupNodesByNodeIdJobs: {
        parameters: {
            query?: {
                type?: "BACKUP" | "RESTORE" | "SYNC" | "GC";
                includeIgnored?: "true" | "false";
            };
            header?: never;
            path: {
                nodeId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        jobUID: string;
                        /** @enum {string} */
                        type: "BACKUP" | "RESTORE" | "SYNC" | "GC";
                        /** @enum {string} */
                        status: "QUEUED" | "PROCESSING" | "COMPLETED" | "FAILED" | "CANCELED";
                        nodeId: number;
                        nodeName: string;
                        planId: string | null;
                        planName: string | null;
                        sourcePath: string | null;
                        restoreTo: string | null;
                        jobFilesProcessed: number;
                        jobTotalFiles: number;
                        jobProcessedBytes: number;
                        jobTotalBytes: number;
                        percentage: number;
                        ignored: boolean;
                        warnings: {
                            path: string;
                            message: string;
                        }[];
                        error: string | null;
                        created: string;
                        started: string | null;
                        completed: string | null;
                        phase?: {
                            /** @enum {string} */
                            name: "INDEXING";
                            done: number;
                            total: number;
                        } | null;
                        organizationId?: number;
                        organizationName?: string;
                    }[];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postBackupJobsByJobUidCancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                jobUid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        jobUID: string;
                        /** @enum {string} */
                        type: "BACKUP" | "RESTORE" | "SYNC" | "GC";
                        /** @enum {string} */
                        status: "QUEUED" | "PROCESSING" | "COMPLETED" | "FAILED" | "CANCELED";
                        nodeId: number;
                        nodeName: string;
                        planId: string | null;
                        planName: string | null;
                        sourcePath: string | null;
                        restoreTo: string | null;
                        jobFilesProcessed: number;
                        jobTotalFiles: number;
                        jobProcessedBytes: number;
                        jobTotalBytes: number;
                        percentage: number;
                        ignored: boolean;
                        warnings: {
                            path: string;
                            message: string;
                        }[];
                        error: string | null;
                        created: string;
                        started: string | null;
                        completed: string | null;
                        phase?: {
                            /** @enum {string} */
                            name: "INDEXING";
                            done: number;
                            total: number;
                        } | null;
                        organizationId?: number;
                        organizationName?: string;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postBackupJobsByJobUidClear: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                jobUid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        jobUID: string;
                        /** @enum {string} */
                        type: "BACKUP" | "RESTORE" | "SYNC" | "GC";
                        /** @enum {string} */
                        status: "QUEUED" | "PROCESSING" | "COMPLETED" | "FAILED" | "CANCELED";
                        nodeId: number;
                        nodeName: string;
                        planId: string | null;
                        planName: string | null;
                        sourcePath: string | null;
                        restoreTo: string | null;
                        jobFilesProcessed: number;
                        jobTotalFiles: number;
                        jobProcessedBytes: number;
                        jobTotalBytes: number;
                        percentage: number;
                        ignored: boolean;
                        warnings: {
                            path: string;
                            message: string;
                        }[];
                        error: string | null;
                        created: string;
                        started: string | null;
                        completed: string | null;
                        phase?: {
                            /** @enum {string} */
                            name: "INDEXING";
                            done: number;
                            total: number;
                        } | null;
                        organizationId?: number;
                        organizationName?: string;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postBackupNodesByNodeIdPlansByPlanUidJobsByJobGuidSync: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                nodeId: number;
                planUid: string;
                jobGuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        resultCode: string;
                        jobUids: string[];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getBackupJobs: {
        parameters: {
            query?: {
                pageIndex?: number;
                pageSize?: number;
                globalFilter?: string;
                sort?: string;
                filters?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            jobUID: string;
                            /** @enum {string} */
                            type: "BACKUP" | "RESTORE" | "SYNC" | "GC";
                            /** @enum {string} */
                            status: "QUEUED" | "PROCESSING" | "COMPLETED" | "FAILED" | "CANCELED";
                            nodeId: number;
                            nodeName: string;
                            planId: string | null;
                            planName: string | null;
                            sourcePath: string | null;
                            restoreTo: string | null;
                            jobFilesProcessed: number;
                            jobTotalFiles: number;
                            jobProcessedBytes: number;
                            jobTotalBytes: number;
                            percentage: number;
                            ignored: boolean;
                            warnings: {
                                path: string;
                                message: string;
                            }[];
                            error: string | null;
                            created: string;
                            started: string | null;
                            completed: string | null;
                            phase?: {
                                /** @enum {string} */
                                name: "INDEXING";
                                done: number;
                                total: number;
                            } | null;
                            organizationId?: number;
                            organizationName?: string;
                        }[];
                        pageCount: number;
                        totalCount: number;
                        requestTime: number;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    postBackupLockhartNodesByNodeIdDeletePlanRevisions: {
        parameters: {
            query?: {
                planName?: string;
            };
            header?: never;
            path: {
                nodeId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": (string | number)[];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        resultCode: string;
                        scheduledFor: string;
                        deletionIds: number[];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postBackupLockhartNodesByNodeIdPlansByPlanIdDeleteRevisions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                nodeId: number;
                planId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default [] */
                    fileIds?: number[];
                    /** @default [] */
                    folderIds?: number[];
                    planName: string;
                    /** @default [] */
                    volumes?: {
                        fileId: number;
                        planId: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        resultCode: string;
                        scheduledFor: string;
                        deletionIds: number[];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getBackupDeletions: {
        parameters: {
            query: {
                nodeId: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        nodeId: number;
                        planId: string;
                        planUid: string;
                        planName: string;
                        wholePlan: boolean;
                        itemIds: number[];
                        items: {
                            name: string;
                            path: string;
                        }[];
                        volume: string | null;
                        /** @enum {string} */
                        status: "SCHEDULED" | "CANCELED" | "DONE" | "FAILED";
                        scheduledFor: string;
                        createdAt: string;
                        executedAt: string | null;
                        error: string | null;
                    }[];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    postBackupDeletionsByIdCancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        nodeId: number;
                        planId: string;
                        planUid: string;
                        planName: string;
                        wholePlan: boolean;
                        itemIds: number[];
                        items: {
                            name: string;
                            path: string;
                        }[];
                        volume: string | null;
                        /** @enum {string} */
                        status: "SCHEDULED" | "CANCELED" | "DONE" | "FAILED";
                        scheduledFor: string;
                        createdAt: string;
                        executedAt: string | null;
                        error: string | null;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getQueryDevices: {
        parameters: {
            query?: {
                name?: string;
                org?: number;
                nodeId?: number[];
                nodeClass?: string[];
                online?: "true" | "false";
                lockhartEnabled?: "true" | "false";
                page?: number;
                size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: {
                            id: number;
                            name: string;
                            friendlyName: string | null;
                            systemName: string;
                            displayName: string;
                            nodeClass: string;
                            nodeRole: number | null;
                            clientId: number;
                            isUp: boolean;
                            organizationName: string;
                            locationName: string | null;
                            lastSeen: string | null;
                        }[];
                        totalElements: number;
                        totalPages: number;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    getBackupNodesByNodeIdOriginalLocation: {
        parameters: {
            query: {
                planUid?: string;
                paths: string[];
            };
            header?: never;
            path: {
                nodeId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        available: boolean;
                        reason: string | null;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getBackupNodesByNodeIdFs: {
        parameters: {
            query: {
                path: string;
                offset?: number;
                limit?: number;
            };
            header?: never;
            path: {
                nodeId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        entries: {
                            name: string;
                            path: string;
                            /** @enum {string} */
                            type: "FOLDER" | "FILE";
                        }[];
                        hasMore: boolean;
                        nextOffset: number;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postBackupNodesByNodeIdFolders: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                nodeId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    nodeId: number;
                    folderName: string;
                    path: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        name: string;
                        path: string;
                        /** @enum {string} */
                        type: "FOLDER" | "FILE";
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getOrganizationsByIdBackupSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        mode: "ALL" | "MANUAL" | "NONE";
                        nodeIds: number[];
                        excludedNodeIds: number[];
                        bandwidthThrottle: boolean;
                        bandwidthThrottleKb: number;
                        networkLocation: string | null;
                        /** @enum {string} */
                        deployTo: "ALL" | "SERVERS" | "WORKSTATIONS";
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    putOrganizationsByIdBackupSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    mode: "ALL" | "MANUAL" | "NONE";
                    nodeIds: number[];
                    excludedNodeIds: number[];
                    bandwidthThrottle: boolean;
                    bandwidthThrottleKb: number;
                    networkLocation: string | null;
                    /** @enum {string} */
                    deployTo: "ALL" | "SERVERS" | "WORKSTATIONS";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        mode: "ALL" | "MANUAL" | "NONE";
                        nodeIds: number[];
                        excludedNodeIds: number[];
                        bandwidthThrottle: boolean;
                        bandwidthThrottleKb: number;
                        networkLocation: string | null;
                        /** @enum {string} */
                        deployTo: "ALL" | "SERVERS" | "WORKSTATIONS";
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getTicketingStatuses: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        key: ("NEW" | "OPEN" | "WAITING" | "PAUSED" | "RESOLVED" | "CLOSED") | null;
                        name: string;
                        system: boolean;
                        parentId: number | null;
                        /** @enum {string} */
                        parentKey: "NEW" | "OPEN" | "WAITING" | "PAUSED" | "RESOLVED" | "CLOSED";
                        active: boolean;
                        position: number;
                    }[];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    postTicketingStatuses: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @enum {string} */
                    parentKey: "NEW" | "OPEN" | "WAITING" | "PAUSED" | "RESOLVED" | "CLOSED";
                    /** @default true */
                    active?: boolean;
                    /** @default 0 */
                    position?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        key: ("NEW" | "OPEN" | "WAITING" | "PAUSED" | "RESOLVED" | "CLOSED") | null;
                        name: string;
                        system: boolean;
                        parentId: number | null;
                        /** @enum {string} */
                        parentKey: "NEW" | "OPEN" | "WAITING" | "PAUSED" | "RESOLVED" | "CLOSED";
                        active: boolean;
                        position: number;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    putTicketingStatusesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @enum {string} */
                    parentKey: "NEW" | "OPEN" | "WAITING" | "PAUSED" | "RESOLVED" | "CLOSED";
                    /** @default true */
                    active?: boolean;
                    /** @default 0 */
                    position?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        key: ("NEW" | "OPEN" | "WAITING" | "PAUSED" | "RESOLVED" | "CLOSED") | null;
                        name: string;
                        system: boolean;
                        parentId: number | null;
                        /** @enum {string} */
                        parentKey: "NEW" | "OPEN" | "WAITING" | "PAUSED" | "RESOLVED" | "CLOSED";
                        active: boolean;
                        position: number;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteTicketingStatusesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getTicketingTags: {
        parameters: {
            query?: {
                pageSize?: number;
                sortDirection?: "ASC" | "DESC";
                searchCriteria?: string;
                anchorName?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                    }[];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    postTicketingTags: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    putTicketingTagsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteTicketingTagsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getTicketingForms: {
        parameters: {
            query?: {
                includeInactive?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        description: string;
                        active: boolean;
                        attributes: {
                            attributeId: number;
                            name: string;
                            /** @enum {string} */
                            attributeType: "MULTI_SELECT" | "DROPDOWN" | "CHECKBOX" | "TEXT" | "TEXT_MULTILINE" | "NUMERIC" | "DECIMAL" | "DATE";
                            active: boolean;
                            required: boolean;
                            position: number;
                            content: {
                                values?: {
                                    id: string;
                                    name: string;
                                }[];
                            };
                        }[];
                        createdAt: string;
                        updatedAt: string;
                    }[];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    postTicketingForms: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @default  */
                    description?: string;
                    /** @default true */
                    active?: boolean;
                    /** @default [] */
                    attributes?: {
                        attributeId: number;
                        /** @default false */
                        required?: boolean;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        description: string;
                        active: boolean;
                        attributes: {
                            attributeId: number;
                            name: string;
                            /** @enum {string} */
                            attributeType: "MULTI_SELECT" | "DROPDOWN" | "CHECKBOX" | "TEXT" | "TEXT_MULTILINE" | "NUMERIC" | "DECIMAL" | "DATE";
                            active: boolean;
                            required: boolean;
                            position: number;
                            content: {
                                values?: {
                                    id: string;
                                    name: string;
                                }[];
                            };
                        }[];
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    getTicketingFormsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        description: string;
                        active: boolean;
                        attributes: {
                            attributeId: number;
                            name: string;
                            /** @enum {string} */
                            attributeType: "MULTI_SELECT" | "DROPDOWN" | "CHECKBOX" | "TEXT" | "TEXT_MULTILINE" | "NUMERIC" | "DECIMAL" | "DATE";
                            active: boolean;
                            required: boolean;
                            position: number;
                            content: {
                                values?: {
                                    id: string;
                                    name: string;
                                }[];
                            };
                        }[];
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    putTicketingFormsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @default  */
                    description?: string;
                    /** @default true */
                    active?: boolean;
                    /** @default [] */
                    attributes?: {
                        attributeId: number;
                        /** @default false */
                        required?: boolean;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        description: string;
                        active: boolean;
                        attributes: {
                            attributeId: number;
                            name: string;
                            /** @enum {string} */
                            attributeType: "MULTI_SELECT" | "DROPDOWN" | "CHECKBOX" | "TEXT" | "TEXT_MULTILINE" | "NUMERIC" | "DECIMAL" | "DATE";
                            active: boolean;
                            required: boolean;
                            position: number;
                            content: {
                                values?: {
                                    id: string;
                                    name: string;
                                }[];
                            };
                        }[];
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteTicketingFormsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getTicketingAttributes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        description: string;
                        /** @enum {string} */
                        attributeType: "MULTI_SELECT" | "DROPDOWN" | "CHECKBOX" | "TEXT" | "TEXT_MULTILINE" | "NUMERIC" | "DECIMAL" | "DATE";
                        active: boolean;
                        content: {
                            values?: {
                                id: string;
                                name: string;
                            }[];
                        };
                        usageCount: number;
                        createdAt: string;
                        updatedAt: string;
                    }[];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    postTicketingAttributes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @default  */
                    description?: string;
                    /** @enum {string} */
                    attributeType: "MULTI_SELECT" | "DROPDOWN" | "CHECKBOX" | "TEXT" | "TEXT_MULTILINE" | "NUMERIC" | "DECIMAL" | "DATE";
                    /** @default true */
                    active?: boolean;
                    /** @default {} */
                    content?: {
                        values?: {
                            id?: string;
                            name: string;
                        }[];
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        description: string;
                        /** @enum {string} */
                        attributeType: "MULTI_SELECT" | "DROPDOWN" | "CHECKBOX" | "TEXT" | "TEXT_MULTILINE" | "NUMERIC" | "DECIMAL" | "DATE";
                        active: boolean;
                        content: {
                            values?: {
                                id: string;
                                name: string;
                            }[];
                        };
                        usageCount: number;
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    putTicketingAttributesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @default  */
                    description?: string;
                    /** @enum {string} */
                    attributeType: "MULTI_SELECT" | "DROPDOWN" | "CHECKBOX" | "TEXT" | "TEXT_MULTILINE" | "NUMERIC" | "DECIMAL" | "DATE";
                    /** @default true */
                    active?: boolean;
                    /** @default {} */
                    content?: {
                        values?: {
                            id?: string;
                            name: string;
                        }[];
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        description: string;
                        /** @enum {string} */
                        attributeType: "MULTI_SELECT" | "DROPDOWN" | "CHECKBOX" | "TEXT" | "TEXT_MULTILINE" | "NUMERIC" | "DECIMAL" | "DATE";
                        active: boolean;
                        content: {
                            values?: {
                                id: string;
                                name: string;
                            }[];
                        };
                        usageCount: number;
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteTicketingAttributesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getTicketingConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fromEmailDomain: string | null;
                        timer: {
                            enabled: boolean;
                            autoStart: boolean;
                            allowMultipleRunning: boolean;
                            roundUpMinutes: 0 | 1 | 5 | 6 | 10 | 15 | 30 | 60;
                        };
                        attachments: {
                            canAttachFiles: boolean;
                            requireAuthToView: boolean;
                        };
                        businessHours: {
                            twentyFourSeven: boolean;
                            timeZone: string;
                            days: {
                                MONDAY: {
                                    enabled: boolean;
                                    start: string;
                                    end: string;
                                };
                                TUESDAY: {
                                    enabled: boolean;
                                    start: string;
                                    end: string;
                                };
                                WEDNESDAY: {
                                    enabled: boolean;
                                    start: string;
                                    end: string;
                                };
                                THURSDAY: {
                                    enabled: boolean;
                                    start: string;
                                    end: string;
                                };
                                FRIDAY: {
                                    enabled: boolean;
                                    start: string;
                                    end: string;
                                };
                                SATURDAY: {
                                    enabled: boolean;
                                    start: string;
                                    end: string;
                                };
                                SUNDAY: {
                                    enabled: boolean;
                                    start: string;
                                    end: string;
                                };
                            };
                        };
                        notifications: {
                            TICKET_CREATED: {
                                technicians: boolean;
                                endUsers: boolean;
                                contacts: boolean;
                            };
                            TICKET_UPDATED: {
                                technicians: boolean;
                                endUsers: boolean;
                                contacts: boolean;
                            };
                            TICKET_ASSIGNED: {
                                technicians: boolean;
                                endUsers: boolean;
                                contacts: boolean;
                            };
                            STATUS_CHANGED: {
                                technicians: boolean;
                                endUsers: boolean;
                                contacts: boolean;
                            };
                            PUBLIC_COMMENT_ADDED: {
                                technicians: boolean;
                                endUsers: boolean;
                                contacts: boolean;
                            };
                            PRIVATE_COMMENT_ADDED: {
                                technicians: boolean;
                                endUsers: boolean;
                                contacts: boolean;
                            };
                            TECHNICIAN_MENTIONED: {
                                technicians: boolean;
                                endUsers: boolean;
                                contacts: boolean;
                            };
                            ADDED_TO_CC: {
                                technicians: boolean;
                                endUsers: boolean;
                                contacts: boolean;
                            };
                        };
                        /**
                         * @default {
                         *       "publicToContactRequesters": true
                         *     }
                         */
                        replies: {
                            publicToContactRequesters: boolean;
                        };
                        updatedAt: string | null;
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    putTicketingConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    fromEmailDomain: string | null;
                    timer: {
                        enabled: boolean;
                        autoStart: boolean;
                        allowMultipleRunning: boolean;
                        roundUpMinutes: 0 | 1 | 5 | 6 | 10 | 15 | 30 | 60;
                    };
                    attachments: {
                        canAttachFiles: boolean;
                        requireAuthToView: boolean;
                    };
                    businessHours: {
                        twentyFourSeven: boolean;
                        timeZone: string;
                        days: {
                            MONDAY: {
                                enabled: boolean;
                                start: string;
                                end: string;
                            };
                            TUESDAY: {
                                enabled: boolean;
                                start: string;
                                end: string;
                            };
                            WEDNESDAY: {
                                enabled: boolean;
                                start: string;
                                end: string;
                            };
                            THURSDAY: {
                                enabled: boolean;
                                start: string;
                                end: string;
                            };
                            FRIDAY: {
                                enabled: boolean;
                                start: string;
                                end: string;
                            };
                            SATURDAY: {
                                enabled: boolean;
                                start: string;
                                end: string;
                            };
                            SUNDAY: {
                                enabled: boolean;
                                start: string;
                                end: string;
                            };
                        };
                    };
                    notifications: {
                        TICKET_CREATED: {
                            technicians: boolean;
                            endUsers: boolean;
                            contacts: boolean;
                        };
                        TICKET_UPDATED: {
                            technicians: boolean;
                            endUsers: boolean;
                            contacts: boolean;
                        };
                        TICKET_ASSIGNED: {
                            technicians: boolean;
                            endUsers: boolean;
                            contacts: boolean;
                        };
                        STATUS_CHANGED: {
                            technicians: boolean;
                            endUsers: boolean;
                            contacts: boolean;
                        };
                        PUBLIC_COMMENT_ADDED: {
                            technicians: boolean;
                            endUsers: boolean;
                            contacts: boolean;
                        };
                        PRIVATE_COMMENT_ADDED: {
                            technicians: boolean;
                            endUsers: boolean;
                            contacts: boolean;
                        };
                        TECHNICIAN_MENTIONED: {
                            technicians: boolean;
                            endUsers: boolean;
                            contacts: boolean;
                        };
                        ADDED_TO_CC: {
                            technicians: boolean;
                            endUsers: boolean;
                            contacts: boolean;
                        };
                    };
                    /**
                     * @default {
                     *       "publicToContactRequesters": true
                     *     }
                     */
                    replies?: {
                        publicToContactRequesters: boolean;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fromEmailDomain: string | null;
                        timer: {
                            enabled: boolean;
                            autoStart: boolean;
                            allowMultipleRunning: boolean;
                            roundUpMinutes: 0 | 1 | 5 | 6 | 10 | 15 | 30 | 60;
                        };
                        attachments: {
                            canAttachFiles: boolean;
                            requireAuthToView: boolean;
                        };
                        businessHours: {
                            twentyFourSeven: boolean;
                            timeZone: string;
                            days: {
                                MONDAY: {
                                    enabled: boolean;
                                    start: string;
                                    end: string;
                                };
                                TUESDAY: {
                                    enabled: boolean;
                                    start: string;
                                    end: string;
                                };
                                WEDNESDAY: {
                                    enabled: boolean;
                                    start: string;
                                    end: string;
                                };
                                THURSDAY: {
                                    enabled: boolean;
                                    start: string;
                                    end: string;
                                };
                                FRIDAY: {
                                    enabled: boolean;
                                    start: string;
                                    end: string;
                                };
                                SATURDAY: {
                                    enabled: boolean;
                                    start: string;
                                    end: string;
                                };
                                SUNDAY: {
                                    enabled: boolean;
                                    start: string;
                                    end: string;
                                };
                            };
                        };
                        notifications: {
                            TICKET_CREATED: {
                                technicians: boolean;
                                endUsers: boolean;
                                contacts: boolean;
                            };
                            TICKET_UPDATED: {
                                technicians: boolean;
                                endUsers: boolean;
                                contacts: boolean;
                            };
                            TICKET_ASSIGNED: {
                                technicians: boolean;
                                endUsers: boolean;
                                contacts: boolean;
                            };
                            STATUS_CHANGED: {
                                technicians: boolean;
                                endUsers: boolean;
                                contacts: boolean;
                            };
                            PUBLIC_COMMENT_ADDED: {
                                technicians: boolean;
                                endUsers: boolean;
                                contacts: boolean;
                            };
                            PRIVATE_COMMENT_ADDED: {
                                technicians: boolean;
                                endUsers: boolean;
                                contacts: boolean;
                            };
                            TECHNICIAN_MENTIONED: {
                                technicians: boolean;
                                endUsers: boolean;
                                contacts: boolean;
                            };
                            ADDED_TO_CC: {
                                technicians: boolean;
                                endUsers: boolean;
                                contacts: boolean;
                            };
                        };
                        /**
                         * @default {
                         *       "publicToContactRequesters": true
                         *     }
                         */
                        replies: {
                            publicToContactRequesters: boolean;
                        };
                        updatedAt: string | null;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    getTicketingContacts: {
        parameters: {
            query?: {
                pageIndex?: number;
                pageSize?: number;
                globalFilter?: string;
                sort?: string;
                filters?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            uid: string;
                            organizationId: number | null;
                            organizationName: string | null;
                            name: string;
                            email: string | null;
                            phone: string;
                            canReplyByEmail: boolean;
                            deleted: boolean;
                            createdAt: string;
                            updatedAt: string;
                        }[];
                        pageCount: number;
                        totalCount: number;
                        requestTime: number;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    postTicketingContacts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    organizationId: number;
                    name: string;
                    /** @default null */
                    email?: string | null;
                    /** @default  */
                    phone?: string;
                    /** @default true */
                    canReplyByEmail?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        uid: string;
                        organizationId: number | null;
                        organizationName: string | null;
                        name: string;
                        email: string | null;
                        phone: string;
                        canReplyByEmail: boolean;
                        deleted: boolean;
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    getTicketingContactsByUid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        uid: string;
                        organizationId: number | null;
                        organizationName: string | null;
                        name: string;
                        email: string | null;
                        phone: string;
                        canReplyByEmail: boolean;
                        deleted: boolean;
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    putTicketingContactsByUid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    organizationId: number;
                    name: string;
                    /** @default null */
                    email?: string | null;
                    /** @default  */
                    phone?: string;
                    /** @default true */
                    canReplyByEmail?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        uid: string;
                        organizationId: number | null;
                        organizationName: string | null;
                        name: string;
                        email: string | null;
                        phone: string;
                        canReplyByEmail: boolean;
                        deleted: boolean;
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteTicketingContactsByUid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getQueryOrganizations: {
        parameters: {
            query?: {
                searchCriteria?: string;
                page?: number;
                forTickets?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                            deleted: boolean;
                        }[];
                        page: number;
                        pageSize: number;
                        totalCount: number;
                        hasMore: boolean;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    getQueryLocations: {
        parameters: {
            query?: {
                searchCriteria?: string;
                page?: number;
                organizationId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                            organizationId: number;
                            organizationName: string;
                            deleted: boolean;
                        }[];
                        page: number;
                        pageSize: number;
                        totalCount: number;
                        hasMore: boolean;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    getClientList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        deleted: boolean;
                    }[];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    getTicketingTickets: {
        parameters: {
            query?: {
                pageIndex?: number;
                pageSize?: number;
                globalFilter?: string;
                sort?: string;
                filters?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            summary: string;
                            description: string;
                            status: {
                                id: number;
                                key: ("NEW" | "OPEN" | "WAITING" | "PAUSED" | "RESOLVED" | "CLOSED") | null;
                                name: string;
                                system: boolean;
                                /** @enum {string} */
                                parentKey: "NEW" | "OPEN" | "WAITING" | "PAUSED" | "RESOLVED" | "CLOSED";
                            };
                            type: ("PROBLEM" | "QUESTION" | "INCIDENT" | "TASK") | null;
                            /** @enum {string} */
                            source: "TECHNICIAN" | "EMAIL" | "PORTAL" | "AUTOMATION" | "API" | "HELP_REQUEST" | "PHONE";
                            /** @enum {string} */
                            priority: "NONE" | "LOW" | "MEDIUM" | "HIGH";
                            /** @enum {string} */
                            severity: "NONE" | "MINOR" | "MODERATE" | "MAJOR" | "CRITICAL";
                            organization: {
                                id: number;
                                name: string;
                                deleted: boolean;
                            } | null;
                            location: {
                                id: number;
                                name: string;
                                deleted: boolean;
                            } | null;
                            device: {
                                id: number;
                                name: string;
                                deleted: boolean;
                            } | null;
                            requester: {
                                /** @enum {string} */
                                type: "USER" | "CONTACT";
                                id: number;
                                name: string | null;
                                deleted: boolean;
                            } | null;
                            assignedAppUser: {
                                id: number;
                                name: string | null;
                                deleted: boolean;
                            } | null;
                            additionalAssignedTechnicians: string[];
                            tags: string[];
                            ticketForm: {
                                id: number;
                                name: string;
                                active: boolean;
                            } | null;
                            parentTicketId: number | null;
                            createTime: string;
                            lastUpdated: string;
                            lastUpdatedBy: string | null;
                            solvedTime: string | null;
                            lastUpdatedTimeByAssignee: string | null;
                            lastUpdatedTimeByRequester: string | null;
                            totalTimeTracked: number;
                            totalTimeTrackedDecimal: number;
                        }[];
                        pageCount: number;
                        totalCount: number;
                        requestTime: number;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    postTicketingTicket: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    summary: string;
                    description?: string;
                    status?: ("NEW" | "OPEN" | "WAITING" | "PAUSED" | "RESOLVED" | "CLOSED") | number;
                    type?: ("PROBLEM" | "QUESTION" | "INCIDENT" | "TASK") | null;
                    /** @enum {string} */
                    source?: "TECHNICIAN" | "EMAIL" | "PORTAL" | "AUTOMATION" | "API" | "HELP_REQUEST" | "PHONE";
                    /** @enum {string} */
                    priority?: "NONE" | "LOW" | "MEDIUM" | "HIGH";
                    /** @enum {string} */
                    severity?: "NONE" | "MINOR" | "MODERATE" | "MAJOR" | "CRITICAL";
                    organizationId?: number | null;
                    locationId?: number | null;
                    nodeId?: number | null;
                    requesterUid?: string | null;
                    requesterUserId?: number | null;
                    assignedAppUserId?: number | null;
                    additionalTechnicianIds?: number[];
                    cc?: {
                        /** @default [] */
                        userIds?: number[];
                        /** @default [] */
                        emails?: string[];
                    };
                    tags?: string[];
                    formId?: number | null;
                    attributes?: {
                        [key: string]: (string | number | boolean | string[]) | null;
                    };
                    parentTicketId?: number | null;
                    comment?: {
                        htmlBody: string;
                        body?: string;
                        /** @default false */
                        isPublic?: boolean;
                        /** @default [] */
                        uploads?: string[];
                        /** @default [] */
                        techniciansTagged?: number[];
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        version: number;
                        summary: string;
                        description: string;
                        status: {
                            id: number;
                            key: ("NEW" | "OPEN" | "WAITING" | "PAUSED" | "RESOLVED" | "CLOSED") | null;
                            name: string;
                            system: boolean;
                            /** @enum {string} */
                            parentKey: "NEW" | "OPEN" | "WAITING" | "PAUSED" | "RESOLVED" | "CLOSED";
                        };
                        type: ("PROBLEM" | "QUESTION" | "INCIDENT" | "TASK") | null;
                        /** @enum {string} */
                        source: "TECHNICIAN" | "EMAIL" | "PORTAL" | "AUTOMATION" | "API" | "HELP_REQUEST" | "PHONE";
                        /** @enum {string} */
                        priority: "NONE" | "LOW" | "MEDIUM" | "HIGH";
                        /** @enum {string} */
                        severity: "NONE" | "MINOR" | "MODERATE" | "MAJOR" | "CRITICAL";
                        organization: {
                            id: number;
                            name: string;
                            deleted: boolean;
                        } | null;
                        location: {
                            id: number;
                            name: string;
                            deleted: boolean;
                        } | null;
                        device: {
                            id: number;
                            name: string;
                            deleted: boolean;
                        } | null;
                        requester: {
                            /** @enum {string} */
                            type: "USER" | "CONTACT";
                            id: number;
                            uid: string | null;
                            name: string | null;
                            email: string | null;
                            deleted: boolean;
                            found: boolean;
                        } | null;
                        requesterUid: string | null;
                        assignedAppUserId: number | null;
                        assignee: {
                            id: number;
                            name: string | null;
                            email: string | null;
                            deleted: boolean;
                            found: boolean;
                        } | null;
                        additionalTechnicians: {
                            id: number;
                            name: string | null;
                            email: string | null;
                            deleted: boolean;
                            found: boolean;
                        }[];
                        cc: {
                            users: {
                                id: number;
                                name: string | null;
                                email: string | null;
                                deleted: boolean;
                                found: boolean;
                            }[];
                            emails: string[];
                        };
                        tags: string[];
                        form: {
                            id: number;
                            name: string;
                            active: boolean;
                        } | null;
                        attributes: {
                            [key: string]: string | number | boolean | string[];
                        };
                        parentTicketId: number | null;
                        parentTicket: {
                            id: number;
                            name: string;
                        } | null;
                        incidentCount: number;
                        mergedIntoTicketId: number | null;
                        createdBy: {
                            id: number;
                            name: string | null;
                            email: string | null;
                            deleted: boolean;
                            found: boolean;
                        } | null;
                        createdAt: string;
                        updatedAt: string;
                        lastUpdatedBy: string | null;
                        assignedAt: string | null;
                        statusChangedAt: string | null;
                        solvedTime: string | null;
                        lastUpdatedTimeByAssignee: string | null;
                        lastUpdatedTimeByRequester: string | null;
                        totalTimeTracked: number;
                        resolvedIncidentIds?: number[];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    getTicketingTicketProblem: {
        parameters: {
            query?: {
                searchCriteria?: string;
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                            label: string;
                        }[];
                        page: number;
                        pageSize: number;
                        totalCount: number;
                        hasMore: boolean;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    getTicketingTechnicians: {
        parameters: {
            query?: {
                searchCriteria?: string;
                page?: number;
                organizationId?: number;
                ticketId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                            email: string;
                            deleted: boolean;
                        }[];
                        page: number;
                        pageSize: number;
                        totalCount: number;
                        hasMore: boolean;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    getTicketingTicketById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        version: number;
                        summary: string;
                        description: string;
                        status: {
                            id: number;
                            key: ("NEW" | "OPEN" | "WAITING" | "PAUSED" | "RESOLVED" | "CLOSED") | null;
                            name: string;
                            system: boolean;
                            /** @enum {string} */
                            parentKey: "NEW" | "OPEN" | "WAITING" | "PAUSED" | "RESOLVED" | "CLOSED";
                        };
                        type: ("PROBLEM" | "QUESTION" | "INCIDENT" | "TASK") | null;
                        /** @enum {string} */
                        source: "TECHNICIAN" | "EMAIL" | "PORTAL" | "AUTOMATION" | "API" | "HELP_REQUEST" | "PHONE";
                        /** @enum {string} */
                        priority: "NONE" | "LOW" | "MEDIUM" | "HIGH";
                        /** @enum {string} */
                        severity: "NONE" | "MINOR" | "MODERATE" | "MAJOR" | "CRITICAL";
                        organization: {
                            id: number;
                            name: string;
                            deleted: boolean;
                        } | null;
                        location: {
                            id: number;
                            name: string;
                            deleted: boolean;
                        } | null;
                        device: {
                            id: number;
                            name: string;
                            deleted: boolean;
                        } | null;
                        requester: {
                            /** @enum {string} */
                            type: "USER" | "CONTACT";
                            id: number;
                            uid: string | null;
                            name: string | null;
                            email: string | null;
                            deleted: boolean;
                            found: boolean;
                        } | null;
                        requesterUid: string | null;
                        assignedAppUserId: number | null;
                        assignee: {
                            id: number;
                            name: string | null;
                            email: string | null;
                            deleted: boolean;
                            found: boolean;
                        } | null;
                        additionalTechnicians: {
                            id: number;
                            name: string | null;
                            email: string | null;
                            deleted: boolean;
                            found: boolean;
                        }[];
                        cc: {
                            users: {
                                id: number;
                                name: string | null;
                                email: string | null;
                                deleted: boolean;
                                found: boolean;
                            }[];
                            emails: string[];
                        };
                        tags: string[];
                        form: {
                            id: number;
                            name: string;
                            active: boolean;
                        } | null;
                        attributes: {
                            [key: string]: string | number | boolean | string[];
                        };
                        parentTicketId: number | null;
                        parentTicket: {
                            id: number;
                            name: string;
                        } | null;
                        incidentCount: number;
                        mergedIntoTicketId: number | null;
                        createdBy: {
                            id: number;
                            name: string | null;
                            email: string | null;
                            deleted: boolean;
                            found: boolean;
                        } | null;
                        createdAt: string;
                        updatedAt: string;
                        lastUpdatedBy: string | null;
                        assignedAt: string | null;
                        statusChangedAt: string | null;
                        solvedTime: string | null;
                        lastUpdatedTimeByAssignee: string | null;
                        lastUpdatedTimeByRequester: string | null;
                        totalTimeTracked: number;
                        resolvedIncidentIds?: number[];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteTicketingTicketById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    patchTicketingTicketById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    summary?: string;
                    description?: string;
                    status?: ("NEW" | "OPEN" | "WAITING" | "PAUSED" | "RESOLVED" | "CLOSED") | number;
                    type?: ("PROBLEM" | "QUESTION" | "INCIDENT" | "TASK") | null;
                    /** @enum {string} */
                    source?: "TECHNICIAN" | "EMAIL" | "PORTAL" | "AUTOMATION" | "API" | "HELP_REQUEST" | "PHONE";
                    /** @enum {string} */
                    priority?: "NONE" | "LOW" | "MEDIUM" | "HIGH";
                    /** @enum {string} */
                    severity?: "NONE" | "MINOR" | "MODERATE" | "MAJOR" | "CRITICAL";
                    organizationId?: number | null;
                    locationId?: number | null;
                    nodeId?: number | null;
                    requesterUid?: string | null;
                    requesterUserId?: number | null;
                    assignedAppUserId?: number | null;
                    additionalTechnicianIds?: number[];
                    cc?: {
                        /** @default [] */
                        userIds?: number[];
                        /** @default [] */
                        emails?: string[];
                    };
                    tags?: string[];
                    formId?: number | null;
                    attributes?: {
                        [key: string]: (string | number | boolean | string[]) | null;
                    };
                    parentTicketId?: number | null;
                    version: number;
                    comment?: {
                        htmlBody: string;
                        body?: string;
                        /** @default false */
                        isPublic?: boolean;
                        /** @default [] */
                        uploads?: string[];
                        /** @default [] */
                        techniciansTagged?: number[];
                    };
                    resolveIncidents?: {
                        comment?: {
                            htmlBody: string;
                            body?: string;
                            /** @default false */
                            isPublic?: boolean;
                            /** @default [] */
                            uploads?: string[];
                            /** @default [] */
                            techniciansTagged?: number[];
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        version: number;
                        summary: string;
                        description: string;
                        status: {
                            id: number;
                            key: ("NEW" | "OPEN" | "WAITING" | "PAUSED" | "RESOLVED" | "CLOSED") | null;
                            name: string;
                            system: boolean;
                            /** @enum {string} */
                            parentKey: "NEW" | "OPEN" | "WAITING" | "PAUSED" | "RESOLVED" | "CLOSED";
                        };
                        type: ("PROBLEM" | "QUESTION" | "INCIDENT" | "TASK") | null;
                        /** @enum {string} */
                        source: "TECHNICIAN" | "EMAIL" | "PORTAL" | "AUTOMATION" | "API" | "HELP_REQUEST" | "PHONE";
                        /** @enum {string} */
                        priority: "NONE" | "LOW" | "MEDIUM" | "HIGH";
                        /** @enum {string} */
                        severity: "NONE" | "MINOR" | "MODERATE" | "MAJOR" | "CRITICAL";
                        organization: {
                            id: number;
                            name: string;
                            deleted: boolean;
                        } | null;
                        location: {
                            id: number;
                            name: string;
                            deleted: boolean;
                        } | null;
                        device: {
                            id: number;
                            name: string;
                            deleted: boolean;
                        } | null;
                        requester: {
                            /** @enum {string} */
                            type: "USER" | "CONTACT";
                            id: number;
                            uid: string | null;
                            name: string | null;
                            email: string | null;
                            deleted: boolean;
                            found: boolean;
                        } | null;
                        requesterUid: string | null;
                        assignedAppUserId: number | null;
                        assignee: {
                            id: number;
                            name: string | null;
                            email: string | null;
                            deleted: boolean;
                            found: boolean;
                        } | null;
                        additionalTechnicians: {
                            id: number;
                            name: string | null;
                            email: string | null;
                            deleted: boolean;
                            found: boolean;
                        }[];
                        cc: {
                            users: {
                                id: number;
                                name: string | null;
                                email: string | null;
                                deleted: boolean;
                                found: boolean;
                            }[];
                            emails: string[];
                        };
                        tags: string[];
                        form: {
                            id: number;
                            name: string;
                            active: boolean;
                        } | null;
                        attributes: {
                            [key: string]: string | number | boolean | string[];
                        };
                        parentTicketId: number | null;
                        parentTicket: {
                            id: number;
                            name: string;
                        } | null;
                        incidentCount: number;
                        mergedIntoTicketId: number | null;
                        createdBy: {
                            id: number;
                            name: string | null;
                            email: string | null;
                            deleted: boolean;
                            found: boolean;
                        } | null;
                        createdAt: string;
                        updatedAt: string;
                        lastUpdatedBy: string | null;
                        assignedAt: string | null;
                        statusChangedAt: string | null;
                        solvedTime: string | null;
                        lastUpdatedTimeByAssignee: string | null;
                        lastUpdatedTimeByRequester: string | null;
                        totalTimeTracked: number;
                        resolvedIncidentIds?: number[];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postTicketingTicketByIdMerge: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    targetTicketId: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        version: number;
                        summary: string;
                        description: string;
                        status: {
                            id: number;
                            key: ("NEW" | "OPEN" | "WAITING" | "PAUSED" | "RESOLVED" | "CLOSED") | null;
                            name: string;
                            system: boolean;
                            /** @enum {string} */
                            parentKey: "NEW" | "OPEN" | "WAITING" | "PAUSED" | "RESOLVED" | "CLOSED";
                        };
                        type: ("PROBLEM" | "QUESTION" | "INCIDENT" | "TASK") | null;
                        /** @enum {string} */
                        source: "TECHNICIAN" | "EMAIL" | "PORTAL" | "AUTOMATION" | "API" | "HELP_REQUEST" | "PHONE";
                        /** @enum {string} */
                        priority: "NONE" | "LOW" | "MEDIUM" | "HIGH";
                        /** @enum {string} */
                        severity: "NONE" | "MINOR" | "MODERATE" | "MAJOR" | "CRITICAL";
                        organization: {
                            id: number;
                            name: string;
                            deleted: boolean;
                        } | null;
                        location: {
                            id: number;
                            name: string;
                            deleted: boolean;
                        } | null;
                        device: {
                            id: number;
                            name: string;
                            deleted: boolean;
                        } | null;
                        requester: {
                            /** @enum {string} */
                            type: "USER" | "CONTACT";
                            id: number;
                            uid: string | null;
                            name: string | null;
                            email: string | null;
                            deleted: boolean;
                            found: boolean;
                        } | null;
                        requesterUid: string | null;
                        assignedAppUserId: number | null;
                        assignee: {
                            id: number;
                            name: string | null;
                            email: string | null;
                            deleted: boolean;
                            found: boolean;
                        } | null;
                        additionalTechnicians: {
                            id: number;
                            name: string | null;
                            email: string | null;
                            deleted: boolean;
                            found: boolean;
                        }[];
                        cc: {
                            users: {
                                id: number;
                                name: string | null;
                                email: string | null;
                                deleted: boolean;
                                found: boolean;
                            }[];
                            emails: string[];
                        };
                        tags: string[];
                        form: {
                            id: number;
                            name: string;
                            active: boolean;
                        } | null;
                        attributes: {
                            [key: string]: string | number | boolean | string[];
                        };
                        parentTicketId: number | null;
                        parentTicket: {
                            id: number;
                            name: string;
                        } | null;
                        incidentCount: number;
                        mergedIntoTicketId: number | null;
                        createdBy: {
                            id: number;
                            name: string | null;
                            email: string | null;
                            deleted: boolean;
                            found: boolean;
                        } | null;
                        createdAt: string;
                        updatedAt: string;
                        lastUpdatedBy: string | null;
                        assignedAt: string | null;
                        statusChangedAt: string | null;
                        solvedTime: string | null;
                        lastUpdatedTimeByAssignee: string | null;
                        lastUpdatedTimeByRequester: string | null;
                        totalTimeTracked: number;
                        resolvedIncidentIds?: number[];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    putTicketingTicketByIdProblem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    problemTicketId: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        version: number;
                        summary: string;
                        description: string;
                        status: {
                            id: number;
                            key: ("NEW" | "OPEN" | "WAITING" | "PAUSED" | "RESOLVED" | "CLOSED") | null;
                            name: string;
                            system: boolean;
                            /** @enum {string} */
                            parentKey: "NEW" | "OPEN" | "WAITING" | "PAUSED" | "RESOLVED" | "CLOSED";
                        };
                        type: ("PROBLEM" | "QUESTION" | "INCIDENT" | "TASK") | null;
                        /** @enum {string} */
                        source: "TECHNICIAN" | "EMAIL" | "PORTAL" | "AUTOMATION" | "API" | "HELP_REQUEST" | "PHONE";
                        /** @enum {string} */
                        priority: "NONE" | "LOW" | "MEDIUM" | "HIGH";
                        /** @enum {string} */
                        severity: "NONE" | "MINOR" | "MODERATE" | "MAJOR" | "CRITICAL";
                        organization: {
                            id: number;
                            name: string;
                            deleted: boolean;
                        } | null;
                        location: {
                            id: number;
                            name: string;
                            deleted: boolean;
                        } | null;
                        device: {
                            id: number;
                            name: string;
                            deleted: boolean;
                        } | null;
                        requester: {
                            /** @enum {string} */
                            type: "USER" | "CONTACT";
                            id: number;
                            uid: string | null;
                            name: string | null;
                            email: string | null;
                            deleted: boolean;
                            found: boolean;
                        } | null;
                        requesterUid: string | null;
                        assignedAppUserId: number | null;
                        assignee: {
                            id: number;
                            name: string | null;
                            email: string | null;
                            deleted: boolean;
                            found: boolean;
                        } | null;
                        additionalTechnicians: {
                            id: number;
                            name: string | null;
                            email: string | null;
                            deleted: boolean;
                            found: boolean;
                        }[];
                        cc: {
                            users: {
                                id: number;
                                name: string | null;
                                email: string | null;
                                deleted: boolean;
                                found: boolean;
                            }[];
                            emails: string[];
                        };
                        tags: string[];
                        form: {
                            id: number;
                            name: string;
                            active: boolean;
                        } | null;
                        attributes: {
                            [key: string]: string | number | boolean | string[];
                        };
                        parentTicketId: number | null;
                        parentTicket: {
                            id: number;
                            name: string;
                        } | null;
                        incidentCount: number;
                        mergedIntoTicketId: number | null;
                        createdBy: {
                            id: number;
                            name: string | null;
                            email: string | null;
                            deleted: boolean;
                            found: boolean;
                        } | null;
                        createdAt: string;
                        updatedAt: string;
                        lastUpdatedBy: string | null;
                        assignedAt: string | null;
                        statusChangedAt: string | null;
                        solvedTime: string | null;
                        lastUpdatedTimeByAssignee: string | null;
                        lastUpdatedTimeByRequester: string | null;
                        totalTimeTracked: number;
                        resolvedIncidentIds?: number[];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteTicketingTicketByIdProblem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        version: number;
                        summary: string;
                        description: string;
                        status: {
                            id: number;
                            key: ("NEW" | "OPEN" | "WAITING" | "PAUSED" | "RESOLVED" | "CLOSED") | null;
                            name: string;
                            system: boolean;
                            /** @enum {string} */
                            parentKey: "NEW" | "OPEN" | "WAITING" | "PAUSED" | "RESOLVED" | "CLOSED";
                        };
                        type: ("PROBLEM" | "QUESTION" | "INCIDENT" | "TASK") | null;
                        /** @enum {string} */
                        source: "TECHNICIAN" | "EMAIL" | "PORTAL" | "AUTOMATION" | "API" | "HELP_REQUEST" | "PHONE";
                        /** @enum {string} */
                        priority: "NONE" | "LOW" | "MEDIUM" | "HIGH";
                        /** @enum {string} */
                        severity: "NONE" | "MINOR" | "MODERATE" | "MAJOR" | "CRITICAL";
                        organization: {
                            id: number;
                            name: string;
                            deleted: boolean;
                        } | null;
                        location: {
                            id: number;
                            name: string;
                            deleted: boolean;
                        } | null;
                        device: {
                            id: number;
                            name: string;
                            deleted: boolean;
                        } | null;
                        requester: {
                            /** @enum {string} */
                            type: "USER" | "CONTACT";
                            id: number;
                            uid: string | null;
                            name: string | null;
                            email: string | null;
                            deleted: boolean;
                            found: boolean;
                        } | null;
                        requesterUid: string | null;
                        assignedAppUserId: number | null;
                        assignee: {
                            id: number;
                            name: string | null;
                            email: string | null;
                            deleted: boolean;
                            found: boolean;
                        } | null;
                        additionalTechnicians: {
                            id: number;
                            name: string | null;
                            email: string | null;
                            deleted: boolean;
                            found: boolean;
                        }[];
                        cc: {
                            users: {
                                id: number;
                                name: string | null;
                                email: string | null;
                                deleted: boolean;
                                found: boolean;
                            }[];
                            emails: string[];
                        };
                        tags: string[];
                        form: {
                            id: number;
                            name: string;
                            active: boolean;
                        } | null;
                        attributes: {
                            [key: string]: string | number | boolean | string[];
                        };
                        parentTicketId: number | null;
                        parentTicket: {
                            id: number;
                            name: string;
                        } | null;
                        incidentCount: number;
                        mergedIntoTicketId: number | null;
                        createdBy: {
                            id: number;
                            name: string | null;
                            email: string | null;
                            deleted: boolean;
                            found: boolean;
                        } | null;
                        createdAt: string;
                        updatedAt: string;
                        lastUpdatedBy: string | null;
                        assignedAt: string | null;
                        statusChangedAt: string | null;
                        solvedTime: string | null;
                        lastUpdatedTimeByAssignee: string | null;
                        lastUpdatedTimeByRequester: string | null;
                        totalTimeTracked: number;
                        resolvedIncidentIds?: number[];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getTicketingTicketByIdIncidents: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        summary: string;
                        status: {
                            id: number;
                            key: ("NEW" | "OPEN" | "WAITING" | "PAUSED" | "RESOLVED" | "CLOSED") | null;
                            name: string;
                            system: boolean;
                            /** @enum {string} */
                            parentKey: "NEW" | "OPEN" | "WAITING" | "PAUSED" | "RESOLVED" | "CLOSED";
                        };
                        createTime: string;
                    }[];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getTicketingTicketByIdComments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        ticketId: number;
                        author: {
                            /** @enum {string} */
                            type: "USER" | "CONTACT" | "SYSTEM";
                            id: number | null;
                            name: string;
                        };
                        htmlBody: string;
                        body: string;
                        isPublic: boolean;
                        techniciansTagged: number[];
                        uploads: {
                            contentId: string;
                            url: string;
                            fileName: string;
                            contentType: string;
                            size: number;
                            /** @enum {string} */
                            uploadStatus: "PROCESSING" | "READY" | "FAILURE" | "SUSPICIOUS";
                        }[];
                        /** @enum {string} */
                        source: "UI" | "API" | "EMAIL" | "AUTOMATION" | "SYSTEM";
                        createdAt: string;
                    }[];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postTicketingTicketByIdComments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    htmlBody: string;
                    body?: string;
                    /** @default false */
                    isPublic?: boolean;
                    /** @default [] */
                    uploads?: string[];
                    /** @default [] */
                    techniciansTagged?: number[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        ticketId: number;
                        author: {
                            /** @enum {string} */
                            type: "USER" | "CONTACT" | "SYSTEM";
                            id: number | null;
                            name: string;
                        };
                        htmlBody: string;
                        body: string;
                        isPublic: boolean;
                        techniciansTagged: number[];
                        uploads: {
                            contentId: string;
                            url: string;
                            fileName: string;
                            contentType: string;
                            size: number;
                            /** @enum {string} */
                            uploadStatus: "PROCESSING" | "READY" | "FAILURE" | "SUSPICIOUS";
                        }[];
                        /** @enum {string} */
                        source: "UI" | "API" | "EMAIL" | "AUTOMATION" | "SYSTEM";
                        createdAt: string;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getTicketingTicketByIdActivity: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
                sortDirection?: "ASC" | "DESC";
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        ticketId: number;
                        changeSetId: string;
                        /** @enum {string} */
                        type: "CREATED" | "FIELD_CHANGED" | "COMMENT_ADDED" | "TIME_ENTRY_ADDED" | "TIME_ENTRY_DELETED" | "ATTACHMENT_ADDED" | "ATTACHMENT_REMOVED" | "MERGED" | "DELETED";
                        actor: {
                            /** @enum {string} */
                            type: "USER" | "CONTACT" | "SYSTEM";
                            id: number | null;
                            name: string;
                        };
                        /** @enum {string} */
                        source: "UI" | "API" | "EMAIL" | "AUTOMATION" | "SYSTEM";
                        field: string | null;
                        oldValue: unknown;
                        newValue: unknown;
                        oldLabel: string | null;
                        newLabel: string | null;
                        commentId: number | null;
                        createdAt: string;
                    }[];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getTicketingTicketByIdTimeEntries: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        ticketId: number;
                        technician: {
                            id: number | null;
                            name: string;
                        };
                        remote: boolean;
                        startDate: string;
                        duration: number;
                        /** @enum {string} */
                        billingType: "BILLABLE" | "NON_BILLABLE" | "NO_CHARGE";
                        agreementId: number | null;
                        agreementOriginType: ("TICKET" | "ORGANIZATION" | "MANUAL") | null;
                        description: string;
                        createdAt: string;
                    }[];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postTicketingTicketByIdTimeEntries: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default false */
                    remote?: boolean;
                    /** Format: date-time */
                    startDate: string;
                    duration: number;
                    /**
                     * @default BILLABLE
                     * @enum {string}
                     */
                    billingType?: "BILLABLE" | "NON_BILLABLE" | "NO_CHARGE";
                    /** @default null */
                    agreementId?: number | null;
                    /** @default null */
                    agreementOriginType?: ("TICKET" | "ORGANIZATION" | "MANUAL") | null;
                    /** @default  */
                    description?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        ticketId: number;
                        technician: {
                            id: number | null;
                            name: string;
                        };
                        remote: boolean;
                        startDate: string;
                        duration: number;
                        /** @enum {string} */
                        billingType: "BILLABLE" | "NON_BILLABLE" | "NO_CHARGE";
                        agreementId: number | null;
                        agreementOriginType: ("TICKET" | "ORGANIZATION" | "MANUAL") | null;
                        description: string;
                        createdAt: string;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteTicketingTicketByIdTimeEntriesByChildId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                childId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getTicketingTimers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ticketId: number;
                        /** @enum {string} */
                        state: "RUNNING" | "PAUSED" | "STOPPED";
                        startedAt: string | null;
                        runningSince: string | null;
                        elapsedSeconds: number;
                        serverTime: string;
                    }[];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    getTicketingTicketByIdTimer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ticketId: number;
                        /** @enum {string} */
                        state: "RUNNING" | "PAUSED" | "STOPPED";
                        startedAt: string | null;
                        runningSince: string | null;
                        elapsedSeconds: number;
                        serverTime: string;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postTicketingTicketByIdTimerStart: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ticketId: number;
                        /** @enum {string} */
                        state: "RUNNING" | "PAUSED" | "STOPPED";
                        startedAt: string | null;
                        runningSince: string | null;
                        elapsedSeconds: number;
                        serverTime: string;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postTicketingTicketByIdTimerPause: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ticketId: number;
                        /** @enum {string} */
                        state: "RUNNING" | "PAUSED" | "STOPPED";
                        startedAt: string | null;
                        runningSince: string | null;
                        elapsedSeconds: number;
                        serverTime: string;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postTicketingTicketByIdTimerResume: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ticketId: number;
                        /** @enum {string} */
                        state: "RUNNING" | "PAUSED" | "STOPPED";
                        startedAt: string | null;
                        runningSince: string | null;
                        elapsedSeconds: number;
                        serverTime: string;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postTicketingTicketByIdTimerStop: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default false */
                    remote?: boolean;
                    /**
                     * @default BILLABLE
                     * @enum {string}
                     */
                    billingType?: "BILLABLE" | "NON_BILLABLE" | "NO_CHARGE";
                    /** @default  */
                    description?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        timer: {
                            ticketId: number;
                            /** @enum {string} */
                            state: "RUNNING" | "PAUSED" | "STOPPED";
                            startedAt: string | null;
                            runningSince: string | null;
                            elapsedSeconds: number;
                            serverTime: string;
                        };
                        timeEntry: {
                            id: number;
                            ticketId: number;
                            technician: {
                                id: number | null;
                                name: string;
                            };
                            remote: boolean;
                            startDate: string;
                            duration: number;
                            /** @enum {string} */
                            billingType: "BILLABLE" | "NON_BILLABLE" | "NO_CHARGE";
                            agreementId: number | null;
                            agreementOriginType: ("TICKET" | "ORGANIZATION" | "MANUAL") | null;
                            description: string;
                            createdAt: string;
                        } | null;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getTicketingTicketByIdAttachments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        ticketId: number;
                        commentId: number | null;
                        inline: boolean;
                        upload: {
                            contentId: string;
                            url: string;
                            fileName: string;
                            contentType: string;
                            size: number;
                            /** @enum {string} */
                            uploadStatus: "PROCESSING" | "READY" | "FAILURE" | "SUSPICIOUS";
                        };
                        addedBy: {
                            id: number | null;
                            name: string | null;
                        };
                        createdAt: string;
                    }[];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postTicketingTicketByIdAttachments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    contentIds: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        ticketId: number;
                        commentId: number | null;
                        inline: boolean;
                        upload: {
                            contentId: string;
                            url: string;
                            fileName: string;
                            contentType: string;
                            size: number;
                            /** @enum {string} */
                            uploadStatus: "PROCESSING" | "READY" | "FAILURE" | "SUSPICIOUS";
                        };
                        addedBy: {
                            id: number | null;
                            name: string | null;
                        };
                        createdAt: string;
                    }[];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getTicketingTicketByIdAttachmentsByChildIdSignedUrl: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                childId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        signedUrl: string;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteTicketingTicketByIdAttachmentsByChildId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                childId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getTicketingTrigger: {
        parameters: {
            query?: {
                type?: "EVENT_BASED" | "TIME_BASED" | "RESPONSE_TEMPLATE" | "BOARD";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        type: "EVENT_BASED" | "TIME_BASED" | "RESPONSE_TEMPLATE" | "BOARD";
                        enabled: boolean;
                        name: string;
                        description: string;
                        conditions: {
                            all: {
                                id: string;
                                field: string;
                                operator: string;
                                value: (string | number | boolean | (string | number)[]) | null;
                            }[];
                            any: {
                                id: string;
                                field: string;
                                operator: string;
                                value: (string | number | boolean | (string | number)[]) | null;
                            }[];
                        };
                        actions: {
                            [key: string]: unknown;
                        }[];
                        uploads: {
                            [key: string]: unknown;
                        }[];
                        columns?: string[];
                        sortBy?: {
                            field: string;
                            /** @enum {string} */
                            direction: "ASC" | "DESC";
                        }[];
                        /** @enum {string} */
                        visibility?: "SHARED" | "PERSONAL";
                        system: boolean;
                        systemKey: string | null;
                        position: number;
                        version: number;
                        createdByUserId: number | null;
                        updatedByUserId: number | null;
                        createdAt: string;
                        updatedAt: string;
                    }[];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    postTicketingTrigger: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    type: "EVENT_BASED" | "TIME_BASED" | "RESPONSE_TEMPLATE" | "BOARD";
                    enabled?: boolean;
                    name?: string;
                    description?: string;
                    conditions?: unknown;
                    actions?: unknown;
                    uploads?: unknown;
                    columns?: unknown;
                    sortBy?: unknown;
                    /** @enum {string} */
                    visibility?: "SHARED" | "PERSONAL";
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        type: "EVENT_BASED" | "TIME_BASED" | "RESPONSE_TEMPLATE" | "BOARD";
                        enabled: boolean;
                        name: string;
                        description: string;
                        conditions: {
                            all: {
                                id: string;
                                field: string;
                                operator: string;
                                value: (string | number | boolean | (string | number)[]) | null;
                            }[];
                            any: {
                                id: string;
                                field: string;
                                operator: string;
                                value: (string | number | boolean | (string | number)[]) | null;
                            }[];
                        };
                        actions: {
                            [key: string]: unknown;
                        }[];
                        uploads: {
                            [key: string]: unknown;
                        }[];
                        columns?: string[];
                        sortBy?: {
                            field: string;
                            /** @enum {string} */
                            direction: "ASC" | "DESC";
                        }[];
                        /** @enum {string} */
                        visibility?: "SHARED" | "PERSONAL";
                        system: boolean;
                        systemKey: string | null;
                        position: number;
                        version: number;
                        createdByUserId: number | null;
                        updatedByUserId: number | null;
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    getTicketingTriggerById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        type: "EVENT_BASED" | "TIME_BASED" | "RESPONSE_TEMPLATE" | "BOARD";
                        enabled: boolean;
                        name: string;
                        description: string;
                        conditions: {
                            all: {
                                id: string;
                                field: string;
                                operator: string;
                                value: (string | number | boolean | (string | number)[]) | null;
                            }[];
                            any: {
                                id: string;
                                field: string;
                                operator: string;
                                value: (string | number | boolean | (string | number)[]) | null;
                            }[];
                        };
                        actions: {
                            [key: string]: unknown;
                        }[];
                        uploads: {
                            [key: string]: unknown;
                        }[];
                        columns?: string[];
                        sortBy?: {
                            field: string;
                            /** @enum {string} */
                            direction: "ASC" | "DESC";
                        }[];
                        /** @enum {string} */
                        visibility?: "SHARED" | "PERSONAL";
                        system: boolean;
                        systemKey: string | null;
                        position: number;
                        version: number;
                        createdByUserId: number | null;
                        updatedByUserId: number | null;
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    putTicketingTriggerById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    type: "EVENT_BASED" | "TIME_BASED" | "RESPONSE_TEMPLATE" | "BOARD";
                    enabled?: boolean;
                    name?: string;
                    description?: string;
                    conditions?: unknown;
                    actions?: unknown;
                    uploads?: unknown;
                    columns?: unknown;
                    sortBy?: unknown;
                    /** @enum {string} */
                    visibility?: "SHARED" | "PERSONAL";
                    version: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        type: "EVENT_BASED" | "TIME_BASED" | "RESPONSE_TEMPLATE" | "BOARD";
                        enabled: boolean;
                        name: string;
                        description: string;
                        conditions: {
                            all: {
                                id: string;
                                field: string;
                                operator: string;
                                value: (string | number | boolean | (string | number)[]) | null;
                            }[];
                            any: {
                                id: string;
                                field: string;
                                operator: string;
                                value: (string | number | boolean | (string | number)[]) | null;
                            }[];
                        };
                        actions: {
                            [key: string]: unknown;
                        }[];
                        uploads: {
                            [key: string]: unknown;
                        }[];
                        columns?: string[];
                        sortBy?: {
                            field: string;
                            /** @enum {string} */
                            direction: "ASC" | "DESC";
                        }[];
                        /** @enum {string} */
                        visibility?: "SHARED" | "PERSONAL";
                        system: boolean;
                        systemKey: string | null;
                        position: number;
                        version: number;
                        createdByUserId: number | null;
                        updatedByUserId: number | null;
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteTicketingTriggerById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postTicketingTriggerSlash: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    type: "EVENT_BASED" | "TIME_BASED" | "RESPONSE_TEMPLATE" | "BOARD";
                    enabled?: boolean;
                    name?: string;
                    description?: string;
                    conditions?: unknown;
                    actions?: unknown;
                    uploads?: unknown;
                    columns?: unknown;
                    sortBy?: unknown;
                    /** @enum {string} */
                    visibility?: "SHARED" | "PERSONAL";
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        type: "EVENT_BASED" | "TIME_BASED" | "RESPONSE_TEMPLATE" | "BOARD";
                        enabled: boolean;
                        name: string;
                        description: string;
                        conditions: {
                            all: {
                                id: string;
                                field: string;
                                operator: string;
                                value: (string | number | boolean | (string | number)[]) | null;
                            }[];
                            any: {
                                id: string;
                                field: string;
                                operator: string;
                                value: (string | number | boolean | (string | number)[]) | null;
                            }[];
                        };
                        actions: {
                            [key: string]: unknown;
                        }[];
                        uploads: {
                            [key: string]: unknown;
                        }[];
                        columns?: string[];
                        sortBy?: {
                            field: string;
                            /** @enum {string} */
                            direction: "ASC" | "DESC";
                        }[];
                        /** @enum {string} */
                        visibility?: "SHARED" | "PERSONAL";
                        system: boolean;
                        systemKey: string | null;
                        position: number;
                        version: number;
                        createdByUserId: number | null;
                        updatedByUserId: number | null;
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    putTicketingTriggerOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @default EVENT_BASED
                     * @enum {string}
                     */
                    type?: "EVENT_BASED" | "TIME_BASED" | "RESPONSE_TEMPLATE" | "BOARD";
                    ids: number[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        type: "EVENT_BASED" | "TIME_BASED" | "RESPONSE_TEMPLATE" | "BOARD";
                        enabled: boolean;
                        name: string;
                        description: string;
                        conditions: {
                            all: {
                                id: string;
                                field: string;
                                operator: string;
                                value: (string | number | boolean | (string | number)[]) | null;
                            }[];
                            any: {
                                id: string;
                                field: string;
                                operator: string;
                                value: (string | number | boolean | (string | number)[]) | null;
                            }[];
                        };
                        actions: {
                            [key: string]: unknown;
                        }[];
                        uploads: {
                            [key: string]: unknown;
                        }[];
                        columns?: string[];
                        sortBy?: {
                            field: string;
                            /** @enum {string} */
                            direction: "ASC" | "DESC";
                        }[];
                        /** @enum {string} */
                        visibility?: "SHARED" | "PERSONAL";
                        system: boolean;
                        systemKey: string | null;
                        position: number;
                        version: number;
                        createdByUserId: number | null;
                        updatedByUserId: number | null;
                        createdAt: string;
                        updatedAt: string;
                    }[];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    getTicketingBoardsByIdTickets: {
        parameters: {
            query?: {
                pageIndex?: number;
                pageSize?: number;
                globalFilter?: string;
                sort?: string;
                filters?: string;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            status?: {
                                id: number;
                                key: ("NEW" | "OPEN" | "WAITING" | "PAUSED" | "RESOLVED" | "CLOSED") | null;
                                name: string;
                                system: boolean;
                                /** @enum {string} */
                                parentKey: "NEW" | "OPEN" | "WAITING" | "PAUSED" | "RESOLVED" | "CLOSED";
                            };
                            summary?: string;
                            description?: string;
                            organization?: {
                                id: number;
                                name: string;
                                deleted: boolean;
                            } | null;
                            location?: {
                                id: number;
                                name: string;
                                deleted: boolean;
                            } | null;
                            device?: {
                                id: number;
                                name: string;
                                deleted: boolean;
                            } | null;
                            requester?: {
                                id: number;
                                name: string | null;
                                deleted: boolean;
                                /** @enum {string} */
                                type: "USER" | "CONTACT";
                            } | null;
                            assignee?: {
                                id: number;
                                name: string | null;
                                deleted: boolean;
                            } | null;
                            additionalAssignedTechnicians?: {
                                id: number;
                                name: string | null;
                                deleted: boolean;
                            }[];
                            type?: ("PROBLEM" | "QUESTION" | "INCIDENT" | "TASK") | null;
                            /** @enum {string} */
                            source?: "TECHNICIAN" | "EMAIL" | "PORTAL" | "AUTOMATION" | "API" | "HELP_REQUEST" | "PHONE";
                            /** @enum {string} */
                            priority?: "NONE" | "LOW" | "MEDIUM" | "HIGH";
                            /** @enum {string} */
                            severity?: "NONE" | "MINOR" | "MODERATE" | "MAJOR" | "CRITICAL";
                            ticketForm?: {
                                id: number;
                                name: string;
                                active: boolean;
                            } | null;
                            createTime?: string;
                            lastUpdated?: string;
                            lastUpdatedBy?: string | null;
                            solvedTime?: string | null;
                            lastUpdatedTimeByAssignee?: string | null;
                            lastUpdatedTimeByRequester?: string | null;
                            totalTimeTracked?: number;
                            totalTimeTrackedDecimal?: number;
                            agreement?: {
                                id: number;
                                name: string;
                            } | null;
                            attributes?: {
                                [key: string]: string | number | boolean | string[];
                            };
                        }[];
                        pageCount: number;
                        totalCount: number;
                        requestTime: number;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postTicketingBoardsBulk: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ticketIds: number[];
                    action: {
                        /** @enum {string} */
                        type: "ASSIGN";
                        assignedAppUserId: number | null;
                    } | {
                        /** @enum {string} */
                        type: "SET_STATUS";
                        status: ("NEW" | "OPEN" | "WAITING" | "PAUSED" | "RESOLVED" | "CLOSED") | number;
                    } | {
                        /** @enum {string} */
                        type: "SET_PRIORITY";
                        /** @enum {string} */
                        priority: "NONE" | "LOW" | "MEDIUM" | "HIGH";
                    } | {
                        /** @enum {string} */
                        type: "ADD_TAGS";
                        tags: string[];
                    } | {
                        /** @enum {string} */
                        type: "DELETE";
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        updated: number[];
                        failed: {
                            id: number;
                            resultCode: string;
                            message: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    getEvents: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    getGraphql: {
        parameters: {
            query: {
                query: string;
                operationName?: string | null;
                variables?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    postGraphql: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    query: string;
                    operationName?: string | null;
                    variables?: {
                        [key: string]: unknown;
                    } | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    getTicketingMailSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        enabled: boolean;
                        host: string;
                        port: number;
                        /** @enum {string} */
                        tlsMode: "NONE" | "STARTTLS" | "TLS";
                        username: string;
                        fromAddress: string | "";
                        fromName: string;
                        newContactOrganizationId: number | null;
                        passwordSet: boolean;
                        replyDomain: string | null;
                        health: {
                            ok: boolean;
                            message: string;
                            testedAt: string;
                        } | null;
                        updatedAt: string | null;
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    putTicketingMailSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    enabled: boolean;
                    host: string;
                    port: number;
                    /** @enum {string} */
                    tlsMode: "NONE" | "STARTTLS" | "TLS";
                    username: string;
                    password?: string;
                    fromAddress: string | "";
                    fromName: string;
                    newContactOrganizationId: number | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        enabled: boolean;
                        host: string;
                        port: number;
                        /** @enum {string} */
                        tlsMode: "NONE" | "STARTTLS" | "TLS";
                        username: string;
                        fromAddress: string | "";
                        fromName: string;
                        newContactOrganizationId: number | null;
                        passwordSet: boolean;
                        replyDomain: string | null;
                        health: {
                            ok: boolean;
                            message: string;
                            testedAt: string;
                        } | null;
                        updatedAt: string | null;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    postTicketingMailTest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ok: boolean;
                        message: string;
                        testedAt: string;
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    getTicketingResponseTemplateOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        description: string;
                    }[];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    postTicketingTicketByIdResponseTemplateByTemplateId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                templateId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    draft?: {
                        status?: ("NEW" | "OPEN" | "WAITING" | "PAUSED" | "RESOLVED" | "CLOSED") | number;
                        /** @enum {string} */
                        priority?: "NONE" | "LOW" | "MEDIUM" | "HIGH";
                        /** @enum {string} */
                        severity?: "NONE" | "MINOR" | "MODERATE" | "MAJOR" | "CRITICAL";
                        summary?: string;
                        organizationId?: number | null;
                        assignedAppUserId?: number | null;
                        tags?: string[];
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        template: {
                            id: number;
                            name: string;
                        };
                        patch: {
                            [key: string]: unknown;
                        };
                        changes: {
                            field: string;
                            oldLabel: string | null;
                            newLabel: string | null;
                        }[];
                        comment: {
                            htmlBody: string;
                            isPublic: boolean;
                        } | null;
                        timeEntry: {
                            durationSeconds: number;
                            description: string;
                        } | null;
                        leftOut: string[];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getTicketingTicketByIdAutomationDeliveries: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        channelId: number | null;
                        channelName: string;
                        /** @enum {string} */
                        channelType: "EMAIL" | "SMS" | "SLACK";
                        triggerId: number | null;
                        triggerName: string;
                        ticketId: number | null;
                        text: string;
                        /** @enum {string} */
                        status: "PENDING" | "SENDING" | "SENT" | "FAILED";
                        attempts: number;
                        lastError: string | null;
                        responseStatus: number | null;
                        createdAt: string;
                        sentAt: string | null;
                        nextAttemptAt: string | null;
                    }[];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getTicketingAutomationReferences: {
        parameters: {
            query?: {
                type?: "EVENT_BASED" | "TIME_BASED" | "RESPONSE_TEMPLATE";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        problems: {
                            path: string;
                            message: string;
                        }[];
                    }[];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    getTicketingAutomationByIdRuns: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ticketId: number;
                        ticketSummary: string;
                        at: string;
                        did: string[];
                        couldNotApply: string[];
                    }[];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getTicketingAutomationSweep: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        sweepSeconds: number;
                        capPerSweep: number;
                        running: boolean;
                        lastStartedAt: string | null;
                        lastFinishedAt: string | null;
                        lastResult: {
                            ran: boolean;
                            rules: number;
                            fired: number;
                            failed: number;
                            carriedOver: boolean;
                            startedAt: string;
                            ms: number;
                        } | null;
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    postTicketingAutomationSweep: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ran: boolean;
                        rules: number;
                        fired: number;
                        failed: number;
                        carriedOver: boolean;
                        startedAt: string;
                        ms: number;
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    getChannelListBrief: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        /** @enum {string} */
                        type: "EMAIL" | "SMS" | "SLACK";
                    }[];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    getChannel: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        /** @enum {string} */
                        type: "EMAIL" | "SMS" | "SLACK";
                        enabled: boolean;
                        url: string;
                        secretSet: boolean;
                        recipients: string[];
                        createdAt: string;
                        updatedAt: string;
                    }[];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    postChannel: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @enum {string} */
                    type: "EMAIL" | "SMS" | "SLACK";
                    /** @default true */
                    enabled?: boolean;
                    /** @default  */
                    url?: string;
                    secret?: string;
                    /** @default [] */
                    recipients?: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        /** @enum {string} */
                        type: "EMAIL" | "SMS" | "SLACK";
                        enabled: boolean;
                        url: string;
                        secretSet: boolean;
                        recipients: string[];
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    getChannelById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        /** @enum {string} */
                        type: "EMAIL" | "SMS" | "SLACK";
                        enabled: boolean;
                        url: string;
                        secretSet: boolean;
                        recipients: string[];
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    putChannelById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @enum {string} */
                    type: "EMAIL" | "SMS" | "SLACK";
                    /** @default true */
                    enabled?: boolean;
                    /** @default  */
                    url?: string;
                    secret?: string;
                    /** @default [] */
                    recipients?: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        /** @enum {string} */
                        type: "EMAIL" | "SMS" | "SLACK";
                        enabled: boolean;
                        url: string;
                        secretSet: boolean;
                        recipients: string[];
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteChannelById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postChannelByIdTest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        channelId: number | null;
                        channelName: string;
                        /** @enum {string} */
                        channelType: "EMAIL" | "SMS" | "SLACK";
                        triggerId: number | null;
                        triggerName: string;
                        ticketId: number | null;
                        text: string;
                        /** @enum {string} */
                        status: "PENDING" | "SENDING" | "SENT" | "FAILED";
                        attempts: number;
                        lastError: string | null;
                        responseStatus: number | null;
                        createdAt: string;
                        sentAt: string | null;
                        nextAttemptAt: string | null;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getChannelByIdDeliveries: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        channelId: number | null;
                        channelName: string;
                        /** @enum {string} */
                        channelType: "EMAIL" | "SMS" | "SLACK";
                        triggerId: number | null;
                        triggerName: string;
                        ticketId: number | null;
                        text: string;
                        /** @enum {string} */
                        status: "PENDING" | "SENDING" | "SENT" | "FAILED";
                        attempts: number;
                        lastError: string | null;
                        responseStatus: number | null;
                        createdAt: string;
                        sentAt: string | null;
                        nextAttemptAt: string | null;
                    }[];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getHelpContext: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        provider: "BUILT_IN" | "ZENDESK";
                        environment: string | null;
                        federal: boolean;
                        tooltipHidden: boolean;
                        helpMenuEnabled: boolean;
                        articlesEnabled: boolean;
                        submitTicketEnabled: boolean;
                        academyEnabled: boolean;
                        externalLinks: {
                            label: string;
                            url: string;
                        }[];
                        locale: string;
                        helpCentreUrl: string;
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    patchAppuserHideHelpTooltip: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    getHelpAcademyLoginUrl: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        absoluteLoginUrl: string;
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    getHelpArticles: {
        parameters: {
            query?: {
                locale?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        title: string;
                        section: string;
                        label_names: string[];
                        locale: string;
                        draft: boolean;
                        routes: string[];
                        html_url: string;
                        author: string | null;
                        version: number;
                        created_at: string;
                        updated_at: string;
                    }[];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    getHelpArticlesSearch: {
        parameters: {
            query?: {
                query?: string;
                locale?: string;
                page?: number;
                per_page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: {
                            id: number;
                            name: string;
                            title: string;
                            snippet: string;
                            html_url: string;
                            section: string;
                            /** @enum {string} */
                            result_type: "article";
                        }[];
                        count: number;
                        page: number;
                        per_page: number;
                        page_count: number;
                        next_page: number | null;
                        previous_page: number | null;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    getHelpArticlesSuggested: {
        parameters: {
            query: {
                route: string;
                locale?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: {
                            id: number;
                            name: string;
                            title: string;
                            snippet: string;
                            html_url: string;
                            section: string;
                            /** @enum {string} */
                            result_type: "article";
                        }[];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    getHelpArticlesTopicByLabel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                label: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        title: string;
                        body: string;
                        section: string;
                        label_names: string[];
                        locale: string;
                        draft: boolean;
                        routes: string[];
                        html_url: string;
                        author: string | null;
                        version: number;
                        created_at: string;
                        updated_at: string;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getHelpArticlesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        title: string;
                        body: string;
                        section: string;
                        label_names: string[];
                        locale: string;
                        draft: boolean;
                        routes: string[];
                        html_url: string;
                        author: string | null;
                        version: number;
                        created_at: string;
                        updated_at: string;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getHelpCcCandidates: {
        parameters: {
            query?: {
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        email: string;
                    }[];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    getHelpUploadsByToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        resourceId: string;
                        /** @enum {string} */
                        uploadStatus: "SUCCESS" | "FAILURE" | "SUSPICIOUS" | "PROCESSING";
                        metadata: {
                            name: string;
                            contentType: string;
                            size: number;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteHelpUploadsByToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getHelpUploadsByTokenSignedUrl: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        signedUrl: string;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postHelpTickets: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ticketSubject: string;
                    ticketBody: string;
                    /** @enum {string} */
                    ticketPriority: "LOW" | "NORMAL" | "HIGH" | "URGENT";
                    /** @default null */
                    ticketCategory?: ("category_activities" | "category_active_directory" | "category_antivirus" | "category_api" | "category_automation" | "category_backup" | "category_branding" | "category_billing" | "category_custom_fields" | "category_devices" | "category_groups" | "category_integrations" | "category_mdm" | "category_networking" | "category_ninja_mobile" | "category_notification_channels" | "category_organizations" | "category_other" | "category_patch_management" | "category_policies" | "category_remote_tools" | "category_reporting" | "category_ticketing" | "category_user_accounts" | "category_virtualization") | null;
                    /** @default  */
                    ticketPhoneNumber?: string;
                    /** @default false */
                    ticketCallback?: boolean;
                    /** @default [] */
                    ticketCc?: {
                        /** Format: email */
                        user_email: string;
                    }[];
                    /** @default [] */
                    imageTokens?: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        resultCode: "SUCCESS";
                        ticketId: string;
                        url: string | null;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    getHelpAdminArticles: {
        parameters: {
            query?: {
                pageIndex?: number;
                pageSize?: number;
                globalFilter?: string;
                sort?: string;
                filters?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                            title: string;
                            section: string;
                            label_names: string[];
                            locale: string;
                            draft: boolean;
                            routes: string[];
                            html_url: string;
                            author: string | null;
                            version: number;
                            created_at: string;
                            updated_at: string;
                        }[];
                        pageCount: number;
                        totalCount: number;
                        requestTime: number;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    postHelpAdminArticles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    body: string;
                    /** @default  */
                    section?: string;
                    /** @default [] */
                    labels?: string[];
                    /** @default en-us */
                    locale?: string;
                    /** @default true */
                    draft?: boolean;
                    /** @default [] */
                    routes?: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        title: string;
                        body: string;
                        section: string;
                        label_names: string[];
                        locale: string;
                        draft: boolean;
                        routes: string[];
                        html_url: string;
                        author: string | null;
                        version: number;
                        created_at: string;
                        updated_at: string;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    getHelpAdminSections: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string[];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    getHelpAdminArticlesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        title: string;
                        body: string;
                        section: string;
                        label_names: string[];
                        locale: string;
                        draft: boolean;
                        routes: string[];
                        html_url: string;
                        author: string | null;
                        version: number;
                        created_at: string;
                        updated_at: string;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    putHelpAdminArticlesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    body: string;
                    /** @default  */
                    section?: string;
                    /** @default [] */
                    labels?: string[];
                    /** @default en-us */
                    locale?: string;
                    /** @default true */
                    draft?: boolean;
                    /** @default [] */
                    routes?: string[];
                    version: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        title: string;
                        body: string;
                        section: string;
                        label_names: string[];
                        locale: string;
                        draft: boolean;
                        routes: string[];
                        html_url: string;
                        author: string | null;
                        version: number;
                        created_at: string;
                        updated_at: string;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteHelpAdminArticlesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getHelpSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        provider: "BUILT_IN" | "ZENDESK";
                        locale: string;
                        academyUrl: string;
                        zendesk: {
                            baseUrl: string;
                            federalBaseUrl: string;
                            email: string;
                            apiTokenSet: boolean;
                        };
                        environment: string | null;
                        federal: boolean;
                        lastTest: {
                            ok: boolean;
                            message: string;
                            testedAt: string;
                        } | null;
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    putHelpSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    provider: "BUILT_IN" | "ZENDESK";
                    /** @default en-us */
                    locale?: string;
                    academyUrl?: "" | string;
                    zendesk?: {
                        baseUrl?: string;
                        federalBaseUrl?: string;
                        /** @default  */
                        email?: "" | string;
                        apiToken?: string;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        provider: "BUILT_IN" | "ZENDESK";
                        locale: string;
                        academyUrl: string;
                        zendesk: {
                            baseUrl: string;
                            federalBaseUrl: string;
                            email: string;
                            apiTokenSet: boolean;
                        };
                        environment: string | null;
                        federal: boolean;
                        lastTest: {
                            ok: boolean;
                            message: string;
                            testedAt: string;
                        } | null;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    postHelpSettingsTest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ok: boolean;
                        message: string;
                        testedAt: string;
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    getScripts: {
        parameters: {
            query?: {
                pageIndex?: number;
                pageSize?: number;
                globalFilter?: string;
                sort?: string;
                filters?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            uid: string;
                            name: string;
                            description: string;
                            /** @enum {string} */
                            language: "sh" | "bash" | "python3" | "powershell" | "cmd";
                            operatingSystems: ("WINDOWS" | "MAC" | "LINUX")[];
                            categories: {
                                id: number;
                                name: string;
                            }[];
                            /** @enum {string} */
                            runAs: "SYSTEM" | "LOGGED_ON_USER";
                            defaultTimeoutSeconds: number;
                            organizationId: number | null;
                            organizationName: string | null;
                            builtIn: boolean;
                            version: number;
                            updatedAt: string;
                        }[];
                        pageCount: number;
                        totalCount: number;
                        requestTime: number;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    postScripts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @default  */
                    description?: string;
                    /** @enum {string} */
                    language: "sh" | "bash" | "python3" | "powershell" | "cmd";
                    operatingSystems: ("WINDOWS" | "MAC" | "LINUX")[];
                    /** @default [] */
                    categoryIds?: number[];
                    /** @default 300 */
                    defaultTimeoutSeconds?: number;
                    /**
                     * @default SYSTEM
                     * @enum {string}
                     */
                    runAs?: "SYSTEM" | "LOGGED_ON_USER";
                    body: string;
                    /** @default [] */
                    variables?: {
                        name: string;
                        calculatedName: string;
                        /** @enum {string} */
                        type: "TEXT" | "INTEGER" | "DECIMAL" | "CHECKBOX" | "DATE" | "DATETIME" | "DROPDOWN" | "IPADDRESS";
                        /** @default  */
                        description?: string;
                        /** @default false */
                        required?: boolean;
                        /** @default [] */
                        valueList?: string[];
                        /** @default false */
                        secret?: boolean;
                    }[];
                    /** @default null */
                    organizationId?: number | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        uid: string;
                        name: string;
                        description: string;
                        /** @enum {string} */
                        language: "sh" | "bash" | "python3" | "powershell" | "cmd";
                        operatingSystems: ("WINDOWS" | "MAC" | "LINUX")[];
                        categories: {
                            id: number;
                            name: string;
                        }[];
                        /** @enum {string} */
                        runAs: "SYSTEM" | "LOGGED_ON_USER";
                        defaultTimeoutSeconds: number;
                        organizationId: number | null;
                        organizationName: string | null;
                        builtIn: boolean;
                        version: number;
                        updatedAt: string;
                        body: string;
                        bodySha256: string;
                        variables: {
                            name: string;
                            calculatedName: string;
                            /** @enum {string} */
                            type: "TEXT" | "INTEGER" | "DECIMAL" | "CHECKBOX" | "DATE" | "DATETIME" | "DROPDOWN" | "IPADDRESS";
                            description: string;
                            required: boolean;
                            valueList: string[];
                            secret: boolean;
                        }[];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    postScriptsDelete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids: number[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        deleted: number;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    getScriptCategories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        scriptCount: number;
                    }[];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    postScriptCategories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        scriptCount: number;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    putScriptCategoriesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        scriptCount: number;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteScriptCategoriesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getScriptsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        uid: string;
                        name: string;
                        description: string;
                        /** @enum {string} */
                        language: "sh" | "bash" | "python3" | "powershell" | "cmd";
                        operatingSystems: ("WINDOWS" | "MAC" | "LINUX")[];
                        categories: {
                            id: number;
                            name: string;
                        }[];
                        /** @enum {string} */
                        runAs: "SYSTEM" | "LOGGED_ON_USER";
                        defaultTimeoutSeconds: number;
                        organizationId: number | null;
                        organizationName: string | null;
                        builtIn: boolean;
                        version: number;
                        updatedAt: string;
                        body: string;
                        bodySha256: string;
                        variables: {
                            name: string;
                            calculatedName: string;
                            /** @enum {string} */
                            type: "TEXT" | "INTEGER" | "DECIMAL" | "CHECKBOX" | "DATE" | "DATETIME" | "DROPDOWN" | "IPADDRESS";
                            description: string;
                            required: boolean;
                            valueList: string[];
                            secret: boolean;
                        }[];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    putScriptsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @default  */
                    description?: string;
                    /** @enum {string} */
                    language: "sh" | "bash" | "python3" | "powershell" | "cmd";
                    operatingSystems: ("WINDOWS" | "MAC" | "LINUX")[];
                    /** @default [] */
                    categoryIds?: number[];
                    /** @default 300 */
                    defaultTimeoutSeconds?: number;
                    /**
                     * @default SYSTEM
                     * @enum {string}
                     */
                    runAs?: "SYSTEM" | "LOGGED_ON_USER";
                    body: string;
                    /** @default [] */
                    variables?: {
                        name: string;
                        calculatedName: string;
                        /** @enum {string} */
                        type: "TEXT" | "INTEGER" | "DECIMAL" | "CHECKBOX" | "DATE" | "DATETIME" | "DROPDOWN" | "IPADDRESS";
                        /** @default  */
                        description?: string;
                        /** @default false */
                        required?: boolean;
                        /** @default [] */
                        valueList?: string[];
                        /** @default false */
                        secret?: boolean;
                    }[];
                    /** @default null */
                    organizationId?: number | null;
                    version: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        uid: string;
                        name: string;
                        description: string;
                        /** @enum {string} */
                        language: "sh" | "bash" | "python3" | "powershell" | "cmd";
                        operatingSystems: ("WINDOWS" | "MAC" | "LINUX")[];
                        categories: {
                            id: number;
                            name: string;
                        }[];
                        /** @enum {string} */
                        runAs: "SYSTEM" | "LOGGED_ON_USER";
                        defaultTimeoutSeconds: number;
                        organizationId: number | null;
                        organizationName: string | null;
                        builtIn: boolean;
                        version: number;
                        updatedAt: string;
                        body: string;
                        bodySha256: string;
                        variables: {
                            name: string;
                            calculatedName: string;
                            /** @enum {string} */
                            type: "TEXT" | "INTEGER" | "DECIMAL" | "CHECKBOX" | "DATE" | "DATETIME" | "DROPDOWN" | "IPADDRESS";
                            description: string;
                            required: boolean;
                            valueList: string[];
                            secret: boolean;
                        }[];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteScriptsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getScriptsByIdVersions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        version: number;
                        bodySha256: string;
                        createdAt: string;
                        createdByName: string | null;
                    }[];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getScriptsByIdVersionsByVersion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                version: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        version: number;
                        bodySha256: string;
                        createdAt: string;
                        createdByName: string | null;
                        name: string;
                        /** @enum {string} */
                        language: "sh" | "bash" | "python3" | "powershell" | "cmd";
                        body: string;
                        variables: {
                            name: string;
                            calculatedName: string;
                            /** @enum {string} */
                            type: "TEXT" | "INTEGER" | "DECIMAL" | "CHECKBOX" | "DATE" | "DATETIME" | "DROPDOWN" | "IPADDRESS";
                            description: string;
                            required: boolean;
                            valueList: string[];
                            secret: boolean;
                        }[];
                        /** @enum {string} */
                        runAs: "SYSTEM" | "LOGGED_ON_USER";
                        defaultTimeoutSeconds: number;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postScriptsByIdRunsReach: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    target: {
                        /** @enum {string} */
                        kind: "DEVICES";
                        deviceIds: number[];
                    } | {
                        /** @enum {string} */
                        kind: "GROUP";
                        groupId: number;
                    };
                    /** @enum {string} */
                    runAs?: "SYSTEM" | "LOGGED_ON_USER";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        deviceCount: number;
                        organizationCount: number;
                        offlineCount: number;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postScriptsByIdRuns: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    version?: number;
                    target: {
                        /** @enum {string} */
                        kind: "DEVICES";
                        deviceIds: number[];
                    } | {
                        /** @enum {string} */
                        kind: "GROUP";
                        groupId: number;
                    };
                    /** @default {} */
                    values?: {
                        [key: string]: string;
                    };
                    timeoutSeconds?: number;
                    /** @enum {string} */
                    runAs?: "SYSTEM" | "LOGGED_ON_USER";
                    /** @default 1440 */
                    offlineWaitMinutes?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        scriptId: number | null;
                        scriptName: string;
                        version: number;
                        /** @enum {string} */
                        runAs: "SYSTEM" | "LOGGED_ON_USER";
                        timeoutSeconds: number;
                        requestedByName: string | null;
                        createdAt: string;
                        expiresAt: string;
                        deviceCount: number;
                        organizationCount: number;
                        counts: {
                            [key: string]: number;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getScriptsByIdRunHistory: {
        parameters: {
            query?: {
                pageIndex?: number;
                pageSize?: number;
                globalFilter?: string;
                sort?: string;
                filters?: string;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            runId: number;
                            scriptId: number | null;
                            scriptName: string;
                            version: number;
                            deviceId: number;
                            deviceName: string;
                            organizationName: string;
                            /** @enum {string} */
                            status: "QUEUED" | "OFFLINE_WAITING" | "RUNNING" | "SUCCEEDED" | "FAILED" | "TIMED_OUT" | "CANCELLED" | "INTERRUPTED" | "EXPIRED" | "NO_USER_LOGGED_ON";
                            exitCode: number | null;
                            durationMs: number | null;
                            stdout: {
                                head: string;
                                tail: string;
                                droppedBytes: number;
                            } | null;
                            stderr: {
                                head: string;
                                tail: string;
                                droppedBytes: number;
                            } | null;
                            error: string | null;
                            createdAt: string;
                            startedAt: string | null;
                            finishedAt: string | null;
                            previousStdout: string | null;
                        }[];
                        pageCount: number;
                        totalCount: number;
                        requestTime: number;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getScriptRuns: {
        parameters: {
            query?: {
                pageIndex?: number;
                pageSize?: number;
                globalFilter?: string;
                sort?: string;
                filters?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            scriptId: number | null;
                            scriptName: string;
                            version: number;
                            /** @enum {string} */
                            runAs: "SYSTEM" | "LOGGED_ON_USER";
                            timeoutSeconds: number;
                            requestedByName: string | null;
                            createdAt: string;
                            expiresAt: string;
                            deviceCount: number;
                            organizationCount: number;
                            counts: {
                                [key: string]: number;
                            };
                        }[];
                        pageCount: number;
                        totalCount: number;
                        requestTime: number;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    getScriptRunsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        scriptId: number | null;
                        scriptName: string;
                        version: number;
                        /** @enum {string} */
                        runAs: "SYSTEM" | "LOGGED_ON_USER";
                        timeoutSeconds: number;
                        requestedByName: string | null;
                        createdAt: string;
                        expiresAt: string;
                        deviceCount: number;
                        organizationCount: number;
                        counts: {
                            [key: string]: number;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getScriptRunsByIdDevices: {
        parameters: {
            query?: {
                pageIndex?: number;
                pageSize?: number;
                globalFilter?: string;
                sort?: string;
                filters?: string;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            runId: number;
                            scriptId: number | null;
                            scriptName: string;
                            version: number;
                            deviceId: number;
                            deviceName: string;
                            organizationName: string;
                            /** @enum {string} */
                            status: "QUEUED" | "OFFLINE_WAITING" | "RUNNING" | "SUCCEEDED" | "FAILED" | "TIMED_OUT" | "CANCELLED" | "INTERRUPTED" | "EXPIRED" | "NO_USER_LOGGED_ON";
                            exitCode: number | null;
                            durationMs: number | null;
                            stdout: {
                                head: string;
                                tail: string;
                                droppedBytes: number;
                            } | null;
                            stderr: {
                                head: string;
                                tail: string;
                                droppedBytes: number;
                            } | null;
                            error: string | null;
                            createdAt: string;
                            startedAt: string | null;
                            finishedAt: string | null;
                            previousStdout: string | null;
                        }[];
                        pageCount: number;
                        totalCount: number;
                        requestTime: number;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postScriptRunsByIdCancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        scriptId: number | null;
                        scriptName: string;
                        version: number;
                        /** @enum {string} */
                        runAs: "SYSTEM" | "LOGGED_ON_USER";
                        timeoutSeconds: number;
                        requestedByName: string | null;
                        createdAt: string;
                        expiresAt: string;
                        deviceCount: number;
                        organizationCount: number;
                        counts: {
                            [key: string]: number;
                        };
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getScriptRunDevicesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        runId: number;
                        scriptId: number | null;
                        scriptName: string;
                        version: number;
                        deviceId: number;
                        deviceName: string;
                        organizationName: string;
                        /** @enum {string} */
                        status: "QUEUED" | "OFFLINE_WAITING" | "RUNNING" | "SUCCEEDED" | "FAILED" | "TIMED_OUT" | "CANCELLED" | "INTERRUPTED" | "EXPIRED" | "NO_USER_LOGGED_ON";
                        exitCode: number | null;
                        durationMs: number | null;
                        stdout: {
                            head: string;
                            tail: string;
                            droppedBytes: number;
                        } | null;
                        stderr: {
                            head: string;
                            tail: string;
                            droppedBytes: number;
                        } | null;
                        error: string | null;
                        createdAt: string;
                        startedAt: string | null;
                        finishedAt: string | null;
                        previousStdout: string | null;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postScriptRunDevicesByIdCancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        runId: number;
                        scriptId: number | null;
                        scriptName: string;
                        version: number;
                        deviceId: number;
                        deviceName: string;
                        organizationName: string;
                        /** @enum {string} */
                        status: "QUEUED" | "OFFLINE_WAITING" | "RUNNING" | "SUCCEEDED" | "FAILED" | "TIMED_OUT" | "CANCELLED" | "INTERRUPTED" | "EXPIRED" | "NO_USER_LOGGED_ON";
                        exitCode: number | null;
                        durationMs: number | null;
                        stdout: {
                            head: string;
                            tail: string;
                            droppedBytes: number;
                        } | null;
                        stderr: {
                            head: string;
                            tail: string;
                            droppedBytes: number;
                        } | null;
                        error: string | null;
                        createdAt: string;
                        startedAt: string | null;
                        finishedAt: string | null;
                        previousStdout: string | null;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getDevicesByIdScriptRuns: {
        parameters: {
            query?: {
                pageIndex?: number;
                pageSize?: number;
                globalFilter?: string;
                sort?: string;
                filters?: string;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            runId: number;
                            scriptId: number | null;
                            scriptName: string;
                            version: number;
                            deviceId: number;
                            deviceName: string;
                            organizationName: string;
                            /** @enum {string} */
                            status: "QUEUED" | "OFFLINE_WAITING" | "RUNNING" | "SUCCEEDED" | "FAILED" | "TIMED_OUT" | "CANCELLED" | "INTERRUPTED" | "EXPIRED" | "NO_USER_LOGGED_ON";
                            exitCode: number | null;
                            durationMs: number | null;
                            stdout: {
                                head: string;
                                tail: string;
                                droppedBytes: number;
                            } | null;
                            stderr: {
                                head: string;
                                tail: string;
                                droppedBytes: number;
                            } | null;
                            error: string | null;
                            createdAt: string;
                            startedAt: string | null;
                            finishedAt: string | null;
                            previousStdout: string | null;
                        }[];
                        pageCount: number;
                        totalCount: number;
                        requestTime: number;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getAgentScriptsVersionsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        body: string;
                        sha256: string;
                        /** @enum {string} */
                        language: "sh" | "bash" | "python3" | "powershell" | "cmd";
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            404: components["responses"]["NotFound"];
        };
    };
    postAgentScriptsRunsByRunUidResult: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                runUid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status: "RUNNING" | "SUCCEEDED" | "FAILED" | "TIMED_OUT" | "CANCELLED" | "INTERRUPTED" | "NO_USER_LOGGED_ON";
                    /** @default null */
                    exitCode?: number | null;
                    /** @default null */
                    durationMs?: number | null;
                    /** @default null */
                    stdout?: {
                        head: string;
                        tail: string;
                        droppedBytes: number;
                    } | null;
                    /** @default null */
                    stderr?: {
                        head: string;
                        tail: string;
                        droppedBytes: number;
                    } | null;
                    /** @default null */
                    error?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        cancelRequested: boolean;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            404: components["responses"]["NotFound"];
        };
    };
    getWebappWinservice: {
        parameters: {
            query: {
                nodeId: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        resultCode: "SUCCESS" | "FAILURE";
                        /** @enum {string} */
                        serviceManager: "WINDOWS" | "SYSTEMD" | "NONE";
                        windowsServices: {
                            serviceName: string;
                            displayName: string;
                        }[];
                        message: string | null;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    getPsaConnection: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        provider: "CONNECTWISE" | null;
                        connectwise: {
                            site: string;
                            companyId: string;
                            publicKey: string;
                            clientId: string;
                            privateKeySet: boolean;
                        };
                        lastTest: {
                            ok: boolean;
                            message: string;
                            testedAt: string;
                        } | null;
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    putPsaConnection: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    provider: "CONNECTWISE" | null;
                    connectwise: {
                        site: string;
                        companyId: string;
                        publicKey: string;
                        privateKey?: string;
                        clientId: string;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        provider: "CONNECTWISE" | null;
                        connectwise: {
                            site: string;
                            companyId: string;
                            publicKey: string;
                            clientId: string;
                            privateKeySet: boolean;
                        };
                        lastTest: {
                            ok: boolean;
                            message: string;
                            testedAt: string;
                        } | null;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    postPsaConnectionTest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ok: boolean;
                        message: string;
                        testedAt: string;
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    getPsacwProviderData: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        companies: {
                            id: number;
                            name: string;
                            identifier: string;
                        }[];
                        companyTypes: {
                            id: number;
                            name: string;
                        }[];
                        companyStatuses: {
                            id: number;
                            name: string;
                        }[];
                        configurationTypes: {
                            id: number;
                            name: string;
                        }[];
                        configurationStatuses: {
                            id: number;
                            name: string;
                        }[];
                        agreementTypes: {
                            id: number;
                            name: string;
                        }[];
                        products: {
                            id: number;
                            name: string;
                        }[];
                        boards: {
                            id: number;
                            name: string;
                        }[];
                        configurationQuestions: {
                            typeId: number;
                            id: number;
                            question: string;
                        }[];
                        refreshedAt: string | null;
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    postPsacwRefresh: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ok: boolean;
                        message: string;
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    getPsacwCompanyCriteria: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        types: {
                            id: number;
                            name: string;
                        }[];
                        statuses: {
                            id: number;
                            name: string;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    putPsacwCompanyCriteria: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    types: {
                        id: number;
                        name: string;
                    }[];
                    statuses: {
                        id: number;
                        name: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        types: {
                            id: number;
                            name: string;
                        }[];
                        statuses: {
                            id: number;
                            name: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    getPsacwHelpDesk: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        createContact: boolean;
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    putPsacwHelpDesk: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    createContact: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        createContact: boolean;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    getPsacwSyncAttributes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        attributes: ("deviceIdentifier" | "ipAddress" | "managementLink" | "name" | "osType" | "cpuSpeed" | "defaultGateway" | "lastLoginName" | "localHardDrives" | "macAddress" | "model" | "osInfo" | "ram" | "serialNumber" | "nodeUrl" | "privateIpAddress" | "teamViewerUrl" | "productKey")[];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    putPsacwSyncAttributes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    attributes: ("deviceIdentifier" | "ipAddress" | "managementLink" | "name" | "osType" | "cpuSpeed" | "defaultGateway" | "lastLoginName" | "localHardDrives" | "macAddress" | "model" | "osInfo" | "ram" | "serialNumber" | "nodeUrl" | "privateIpAddress" | "teamViewerUrl" | "productKey")[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        attributes: ("deviceIdentifier" | "ipAddress" | "managementLink" | "name" | "osType" | "cpuSpeed" | "defaultGateway" | "lastLoginName" | "localHardDrives" | "macAddress" | "model" | "osInfo" | "ram" | "serialNumber" | "nodeUrl" | "privateIpAddress" | "teamViewerUrl" | "productKey")[];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    getPsacwCompanyMappings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        clientId: number;
                        clientName: string;
                        companyId: number | null;
                        companyName: string | null;
                        productMappingId: number | null;
                        productMappingName: string | null;
                        configurationTypeMappingId: number | null;
                        configurationTypeMappingName: string | null;
                        locationSiteMappings: {
                            locationId: number;
                            locationName: string;
                            psaSiteId: number | null;
                            psaSiteName: string | null;
                            /** @enum {string} */
                            productMappingType: "CLIENT_DEFAULT" | "SPECIFIED" | "NONE";
                            productMappingId: number | null;
                            productMappingName: string | null;
                            /** @enum {string} */
                            configurationTypeMappingType: "CLIENT_DEFAULT" | "SPECIFIED" | "NONE";
                            configurationTypeMappingId: number | null;
                            configurationTypeMappingName: string | null;
                            agreementId: number | null;
                            agreementName: string | null;
                            mapped: boolean;
                        }[];
                    }[];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    putPsacwCompanyMappingsByClientId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clientId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    companyId: number;
                    /** @default null */
                    productMappingId?: number | null;
                    /** @default null */
                    configurationTypeMappingId?: number | null;
                    /** @default [] */
                    locationSiteMappings?: {
                        locationId: number;
                        psaSiteId: number | null;
                        productMapping: number | "NONE" | "CLIENT_DEFAULT";
                        configurationTypeMapping: number | "NONE" | "CLIENT_DEFAULT";
                        /** @default null */
                        agreementId?: number | null;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        clientId: number;
                        clientName: string;
                        companyId: number | null;
                        companyName: string | null;
                        productMappingId: number | null;
                        productMappingName: string | null;
                        configurationTypeMappingId: number | null;
                        configurationTypeMappingName: string | null;
                        locationSiteMappings: {
                            locationId: number;
                            locationName: string;
                            psaSiteId: number | null;
                            psaSiteName: string | null;
                            /** @enum {string} */
                            productMappingType: "CLIENT_DEFAULT" | "SPECIFIED" | "NONE";
                            productMappingId: number | null;
                            productMappingName: string | null;
                            /** @enum {string} */
                            configurationTypeMappingType: "CLIENT_DEFAULT" | "SPECIFIED" | "NONE";
                            configurationTypeMappingId: number | null;
                            configurationTypeMappingName: string | null;
                            agreementId: number | null;
                            agreementName: string | null;
                            mapped: boolean;
                        }[];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postPsacwCompanyMappingsClear: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    clientIds: number[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    getPsacwCompanyMappingsAutoMap: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        message: string;
                        pairs: {
                            clientId: number;
                            clientName: string;
                            companyId: number;
                            companyName: string;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    postPsacwCompanyMappingsAutoMap: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    clientIds: number[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        mapped: number;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    getPsacwCompanyMappingsByClientIdLocationsAutoMap: {
        parameters: {
            query: {
                companyId: number;
            };
            header?: never;
            path: {
                clientId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        message: string;
                        pairs: {
                            locationId: number;
                            locationName: string;
                            psaSiteId: number;
                            psaSiteName: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getPsacwCompaniesByCompanyIdSites: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                companyId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                    }[];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getPsacwV2FinanceAgreements: {
        parameters: {
            query: {
                companyId: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        typeId: number | null;
                        typeName: string | null;
                    }[];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    getPsacwConfigurationTypeMappings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        roleMappings: {
                            id: number;
                            nodeRoleId: number;
                            nodeRoleName: string;
                            configurationTypeId: number;
                            configurationTypeName: string;
                            onCreateStatusId: number | null;
                            onCreateStatusName: string | null;
                            onDeleteStatusId: number | null;
                            onDeleteStatusName: string | null;
                        }[];
                    }[];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    postPsacwConfigurationTypeMappings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @default [] */
                    roleMappings?: {
                        nodeRoleId: number;
                        configurationTypeId: number;
                        /** @default null */
                        onCreateStatusId?: number | null;
                        /** @default null */
                        onDeleteStatusId?: number | null;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        roleMappings: {
                            id: number;
                            nodeRoleId: number;
                            nodeRoleName: string;
                            configurationTypeId: number;
                            configurationTypeName: string;
                            onCreateStatusId: number | null;
                            onCreateStatusName: string | null;
                            onDeleteStatusId: number | null;
                            onDeleteStatusName: string | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    putPsacwConfigurationTypeMappingsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @default [] */
                    roleMappings?: {
                        nodeRoleId: number;
                        configurationTypeId: number;
                        /** @default null */
                        onCreateStatusId?: number | null;
                        /** @default null */
                        onDeleteStatusId?: number | null;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        roleMappings: {
                            id: number;
                            nodeRoleId: number;
                            nodeRoleName: string;
                            configurationTypeId: number;
                            configurationTypeName: string;
                            onCreateStatusId: number | null;
                            onCreateStatusName: string | null;
                            onDeleteStatusId: number | null;
                            onDeleteStatusName: string | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deletePsacwConfigurationTypeMappingsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postPsacwConfigurationTypeMappingsByIdCopy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        roleMappings: {
                            id: number;
                            nodeRoleId: number;
                            nodeRoleName: string;
                            configurationTypeId: number;
                            configurationTypeName: string;
                            onCreateStatusId: number | null;
                            onCreateStatusName: string | null;
                            onDeleteStatusId: number | null;
                            onDeleteStatusName: string | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getPsacwProductMappings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        /** @enum {string} */
                        productMappingType: "SINGLE_HIT" | "MULTIPLE_HIT";
                        roleMappings: {
                            id: number;
                            nodeRoleId: number;
                            nodeRoleName: string;
                            productId: number;
                            productName: string;
                            agreementTypeId: number;
                            agreementTypeName: string;
                            groups: number[];
                            /** @enum {string} */
                            groupsLogicOperator: "AND" | "OR";
                            ranking: number;
                        }[];
                    }[];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    postPsacwProductMappings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /**
                     * @default SINGLE_HIT
                     * @enum {string}
                     */
                    productMappingType?: "SINGLE_HIT" | "MULTIPLE_HIT";
                    /** @default [] */
                    roleMappings?: {
                        nodeRoleId: number;
                        productId: number;
                        agreementTypeId: number;
                        /** @default [] */
                        groups?: number[];
                        /**
                         * @default AND
                         * @enum {string}
                         */
                        groupsLogicOperator?: "AND" | "OR";
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        /** @enum {string} */
                        productMappingType: "SINGLE_HIT" | "MULTIPLE_HIT";
                        roleMappings: {
                            id: number;
                            nodeRoleId: number;
                            nodeRoleName: string;
                            productId: number;
                            productName: string;
                            agreementTypeId: number;
                            agreementTypeName: string;
                            groups: number[];
                            /** @enum {string} */
                            groupsLogicOperator: "AND" | "OR";
                            ranking: number;
                        }[];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    putPsacwProductMappingsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /**
                     * @default SINGLE_HIT
                     * @enum {string}
                     */
                    productMappingType?: "SINGLE_HIT" | "MULTIPLE_HIT";
                    /** @default [] */
                    roleMappings?: {
                        nodeRoleId: number;
                        productId: number;
                        agreementTypeId: number;
                        /** @default [] */
                        groups?: number[];
                        /**
                         * @default AND
                         * @enum {string}
                         */
                        groupsLogicOperator?: "AND" | "OR";
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        /** @enum {string} */
                        productMappingType: "SINGLE_HIT" | "MULTIPLE_HIT";
                        roleMappings: {
                            id: number;
                            nodeRoleId: number;
                            nodeRoleName: string;
                            productId: number;
                            productName: string;
                            agreementTypeId: number;
                            agreementTypeName: string;
                            groups: number[];
                            /** @enum {string} */
                            groupsLogicOperator: "AND" | "OR";
                            ranking: number;
                        }[];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deletePsacwProductMappingsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postPsacwProductMappingsByIdCopy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        /** @enum {string} */
                        productMappingType: "SINGLE_HIT" | "MULTIPLE_HIT";
                        roleMappings: {
                            id: number;
                            nodeRoleId: number;
                            nodeRoleName: string;
                            productId: number;
                            productName: string;
                            agreementTypeId: number;
                            agreementTypeName: string;
                            groups: number[];
                            /** @enum {string} */
                            groupsLogicOperator: "AND" | "OR";
                            ranking: number;
                        }[];
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postPsacwSync: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default false */
                    dryRun?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        provider: "CONNECTWISE";
                        dryRun: boolean;
                        /** @enum {string} */
                        status: "QUEUED" | "RUNNING" | "SUCCEEDED" | "FAILED";
                        startedAt: string;
                        finishedAt: string | null;
                        counts: {
                            CREATE: number;
                            UPDATE: number;
                            ADOPT: number;
                            DEACTIVATE: number;
                            SKIP: number;
                            UNCHANGED: number;
                            ERROR: number;
                        };
                        requests: {
                            reads: number;
                            writes: number;
                        };
                        entries: {
                            /** @enum {string} */
                            action: "CREATE" | "UPDATE" | "ADOPT" | "DEACTIVATE" | "SKIP" | "UNCHANGED" | "ERROR";
                            deviceId: number | null;
                            deviceName: string;
                            remoteId: number | null;
                            detail: string;
                        }[];
                        error: string | null;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    getPsacwSyncRuns: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        provider: "CONNECTWISE";
                        dryRun: boolean;
                        /** @enum {string} */
                        status: "QUEUED" | "RUNNING" | "SUCCEEDED" | "FAILED";
                        startedAt: string;
                        finishedAt: string | null;
                        counts: {
                            CREATE: number;
                            UPDATE: number;
                            ADOPT: number;
                            DEACTIVATE: number;
                            SKIP: number;
                            UNCHANGED: number;
                            ERROR: number;
                        };
                        requests: {
                            reads: number;
                            writes: number;
                        };
                        entries: {
                            /** @enum {string} */
                            action: "CREATE" | "UPDATE" | "ADOPT" | "DEACTIVATE" | "SKIP" | "UNCHANGED" | "ERROR";
                            deviceId: number | null;
                            deviceName: string;
                            remoteId: number | null;
                            detail: string;
                        }[];
                        error: string | null;
                    }[];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    getPsacwSyncRunsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        provider: "CONNECTWISE";
                        dryRun: boolean;
                        /** @enum {string} */
                        status: "QUEUED" | "RUNNING" | "SUCCEEDED" | "FAILED";
                        startedAt: string;
                        finishedAt: string | null;
                        counts: {
                            CREATE: number;
                            UPDATE: number;
                            ADOPT: number;
                            DEACTIVATE: number;
                            SKIP: number;
                            UNCHANGED: number;
                            ERROR: number;
                        };
                        requests: {
                            reads: number;
                            writes: number;
                        };
                        entries: {
                            /** @enum {string} */
                            action: "CREATE" | "UPDATE" | "ADOPT" | "DEACTIVATE" | "SKIP" | "UNCHANGED" | "ERROR";
                            deviceId: number | null;
                            deviceName: string;
                            remoteId: number | null;
                            detail: string;
                        }[];
                        error: string | null;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getPsacwSyncSchedule: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        enabled: boolean;
                        schedule: {
                            /** @enum {string} */
                            repeats: "NEVER" | "DAILY" | "WEEKLY" | "MONTHLY" | "EVERY";
                            repeatsEveryCount: number;
                            /** @default [] */
                            daysOfWeek: ("MONDAY" | "TUESDAY" | "WEDNESDAY" | "THURSDAY" | "FRIDAY" | "SATURDAY" | "SUNDAY")[];
                            /** @default 1 */
                            dayOfMonth: number;
                            scheduleInterval?: "HOURLY" | null;
                            startDate: string;
                            runAtHour: number;
                            runAtMinute: number;
                            end: {
                                /** @enum {string} */
                                type: "NEVER" | "AFTER" | "ON";
                                occurenceCount?: number | null;
                                endDate?: string | null;
                            };
                        };
                        timeZone: string;
                        nextRunAt: string | null;
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    putPsacwSyncSchedule: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    enabled: boolean;
                    schedule: {
                        /** @enum {string} */
                        repeats: "NEVER" | "DAILY" | "WEEKLY" | "MONTHLY" | "EVERY";
                        repeatsEveryCount: number;
                        /** @default [] */
                        daysOfWeek?: ("MONDAY" | "TUESDAY" | "WEDNESDAY" | "THURSDAY" | "FRIDAY" | "SATURDAY" | "SUNDAY")[];
                        /** @default 1 */
                        dayOfMonth?: number;
                        scheduleInterval?: "HOURLY" | null;
                        startDate: string;
                        runAtHour: number;
                        runAtMinute: number;
                        end: {
                            /** @enum {string} */
                            type: "NEVER" | "AFTER" | "ON";
                            occurenceCount?: number | null;
                            endDate?: string | null;
                        };
                    };
                    timeZone: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        enabled: boolean;
                        schedule: {
                            /** @enum {string} */
                            repeats: "NEVER" | "DAILY" | "WEEKLY" | "MONTHLY" | "EVERY";
                            repeatsEveryCount: number;
                            /** @default [] */
                            daysOfWeek: ("MONDAY" | "TUESDAY" | "WEDNESDAY" | "THURSDAY" | "FRIDAY" | "SATURDAY" | "SUNDAY")[];
                            /** @default 1 */
                            dayOfMonth: number;
                            scheduleInterval?: "HOURLY" | null;
                            startDate: string;
                            runAtHour: number;
                            runAtMinute: number;
                            end: {
                                /** @enum {string} */
                                type: "NEVER" | "AFTER" | "ON";
                                occurenceCount?: number | null;
                                endDate?: string | null;
                            };
                        };
                        timeZone: string;
                        nextRunAt: string | null;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    getPsacwAgreementSync: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        enabled: boolean;
                        schedule: {
                            /** @enum {string} */
                            repeats: "NEVER" | "DAILY" | "WEEKLY" | "MONTHLY" | "EVERY";
                            repeatsEveryCount: number;
                            /** @default [] */
                            daysOfWeek: ("MONDAY" | "TUESDAY" | "WEDNESDAY" | "THURSDAY" | "FRIDAY" | "SATURDAY" | "SUNDAY")[];
                            /** @default 1 */
                            dayOfMonth: number;
                            scheduleInterval?: "HOURLY" | null;
                            startDate: string;
                            runAtHour: number;
                            runAtMinute: number;
                            end: {
                                /** @enum {string} */
                                type: "NEVER" | "AFTER" | "ON";
                                occurenceCount?: number | null;
                                endDate?: string | null;
                            };
                        };
                        timeZone: string;
                        runCount: number;
                        nextRunAt: string | null;
                        lastRun: {
                            dryRun: boolean;
                            ranAt: string;
                            /** @enum {string} */
                            status: "SUCCEEDED" | "FAILED";
                            requests: {
                                reads: number;
                                writes: number;
                            };
                            additions: {
                                /** @enum {string} */
                                action: "CREATE" | "ADOPT" | "UPDATE" | "LOWER" | "UNCHANGED" | "ERROR";
                                agreementId: number;
                                agreementName: string;
                                productId: number;
                                productName: string;
                                quantity: number;
                                previousQuantity: number | null;
                                detail: string;
                            }[];
                            skipped: {
                                deviceId: number;
                                deviceName: string;
                                reason: string;
                            }[];
                            error: string | null;
                        } | null;
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    putPsacwAgreementSync: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    enabled: boolean;
                    schedule: {
                        /** @enum {string} */
                        repeats: "NEVER" | "DAILY" | "WEEKLY" | "MONTHLY" | "EVERY";
                        repeatsEveryCount: number;
                        /** @default [] */
                        daysOfWeek?: ("MONDAY" | "TUESDAY" | "WEDNESDAY" | "THURSDAY" | "FRIDAY" | "SATURDAY" | "SUNDAY")[];
                        /** @default 1 */
                        dayOfMonth?: number;
                        scheduleInterval?: "HOURLY" | null;
                        startDate: string;
                        runAtHour: number;
                        runAtMinute: number;
                        end: {
                            /** @enum {string} */
                            type: "NEVER" | "AFTER" | "ON";
                            occurenceCount?: number | null;
                            endDate?: string | null;
                        };
                    };
                    timeZone: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        enabled: boolean;
                        schedule: {
                            /** @enum {string} */
                            repeats: "NEVER" | "DAILY" | "WEEKLY" | "MONTHLY" | "EVERY";
                            repeatsEveryCount: number;
                            /** @default [] */
                            daysOfWeek: ("MONDAY" | "TUESDAY" | "WEDNESDAY" | "THURSDAY" | "FRIDAY" | "SATURDAY" | "SUNDAY")[];
                            /** @default 1 */
                            dayOfMonth: number;
                            scheduleInterval?: "HOURLY" | null;
                            startDate: string;
                            runAtHour: number;
                            runAtMinute: number;
                            end: {
                                /** @enum {string} */
                                type: "NEVER" | "AFTER" | "ON";
                                occurenceCount?: number | null;
                                endDate?: string | null;
                            };
                        };
                        timeZone: string;
                        runCount: number;
                        nextRunAt: string | null;
                        lastRun: {
                            dryRun: boolean;
                            ranAt: string;
                            /** @enum {string} */
                            status: "SUCCEEDED" | "FAILED";
                            requests: {
                                reads: number;
                                writes: number;
                            };
                            additions: {
                                /** @enum {string} */
                                action: "CREATE" | "ADOPT" | "UPDATE" | "LOWER" | "UNCHANGED" | "ERROR";
                                agreementId: number;
                                agreementName: string;
                                productId: number;
                                productName: string;
                                quantity: number;
                                previousQuantity: number | null;
                                detail: string;
                            }[];
                            skipped: {
                                deviceId: number;
                                deviceName: string;
                                reason: string;
                            }[];
                            error: string | null;
                        } | null;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    postPsacwAgreementSyncRun: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default false */
                    dryRun?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        dryRun: boolean;
                        ranAt: string;
                        /** @enum {string} */
                        status: "SUCCEEDED" | "FAILED";
                        requests: {
                            reads: number;
                            writes: number;
                        };
                        additions: {
                            /** @enum {string} */
                            action: "CREATE" | "ADOPT" | "UPDATE" | "LOWER" | "UNCHANGED" | "ERROR";
                            agreementId: number;
                            agreementName: string;
                            productId: number;
                            productName: string;
                            quantity: number;
                            previousQuantity: number | null;
                            detail: string;
                        }[];
                        skipped: {
                            deviceId: number;
                            deviceName: string;
                            reason: string;
                        }[];
                        error: string | null;
                    };
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    postUploads: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        contentId: string;
                        url: string;
                        fileName: string;
                        contentType: string;
                        size: number;
                        /** @enum {string} */
                        uploadStatus: "PROCESSING" | "READY" | "FAILURE" | "SUSPICIOUS";
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
    getUploadsByCid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                cid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getUploadsByCidPreview: {
        parameters: {
            query: {
                expires: number;
                signature: string;
            };
            header?: never;
            path: {
                cid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationFailed"];
            404: components["responses"]["NotFound"];
        };
    };
    postHelpUploads: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        token: string;
                        fileName: string;
                        contentType: string;
                        size: number;
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
        };
    };
}
