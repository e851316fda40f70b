/* This file was automatically generated. DO NOT UPDATE MANUALLY. */
    import type   { Resolvers } from './types.generated.js';
    import    { account as Query_account } from './account/resolvers/Query/account.js';
import    { cart as Query_cart } from './cart/resolvers/Query/cart.js';
import    { checkCoupon as Query_checkCoupon } from './cart/resolvers/Query/checkCoupon.js';
import    { checkout as Query_checkout } from './checkout/resolvers/Query/checkout.js';
import    { dashboard as Query_dashboard } from './dashboard/resolvers/Query/dashboard.js';
import    { healthData as Query_healthData } from './health-data/resolvers/Query/healthData.js';
import    { me as Query_me } from './customer/resolvers/Query/me.js';
import    { messageThread as Query_messageThread } from './messages/resolvers/Query/messageThread.js';
import    { orders as Query_orders } from './orders/resolvers/Query/orders.js';
import    { shell as Query_shell } from './shell/resolvers/Query/shell.js';
import    { siteConfig as Query_siteConfig } from './site/resolvers/Query/siteConfig.js';
import    { subscriptions as Query_subscriptions } from './subscriptions/resolvers/Query/subscriptions.js';
import    { upsells as Query_upsells } from './checkout/resolvers/Query/upsells.js';
import    { visitCheckout as Query_visitCheckout } from './visit-order/resolvers/Query/visitCheckout.js';
import    { visitConfirmation as Query_visitConfirmation } from './visit-confirmation/resolvers/Query/visitConfirmation.js';
import    { visitEligibility as Query_visitEligibility } from './online-visit/resolvers/Query/visitEligibility.js';
import    { visitPreferences as Query_visitPreferences } from './online-visit/resolvers/Query/visitPreferences.js';
import    { visitResult as Query_visitResult } from './online-visit/resolvers/Query/visitResult.js';
import    { visitStep as Query_visitStep } from './online-visit/resolvers/Query/visitStep.js';
import    { addMeasurement as Mutation_addMeasurement } from './health-data/resolvers/Mutation/addMeasurement.js';
import    { addToCart as Mutation_addToCart } from './cart/resolvers/Mutation/addToCart.js';
import    { applyCoupon as Mutation_applyCoupon } from './cart/resolvers/Mutation/applyCoupon.js';
import    { buyAgain as Mutation_buyAgain } from './orders/resolvers/Mutation/buyAgain.js';
import    { changePassword as Mutation_changePassword } from './account/resolvers/Mutation/changePassword.js';
import    { confirmEmail as Mutation_confirmEmail } from './account/resolvers/Mutation/confirmEmail.js';
import    { joinStateWaitlist as Mutation_joinStateWaitlist } from './online-visit/resolvers/Mutation/joinStateWaitlist.js';
import    { login as Mutation_login } from './session/resolvers/Mutation/login.js';
import    { logout as Mutation_logout } from './session/resolvers/Mutation/logout.js';
import    { logoutEverywhere as Mutation_logoutEverywhere } from './session/resolvers/Mutation/logoutEverywhere.js';
import    { markMessagesRead as Mutation_markMessagesRead } from './messages/resolvers/Mutation/markMessagesRead.js';
import    { mergeVisitorCart as Mutation_mergeVisitorCart } from './cart/resolvers/Mutation/mergeVisitorCart.js';
import    { placeOrder as Mutation_placeOrder } from './checkout/resolvers/Mutation/placeOrder.js';
import    { placeVisitOrder as Mutation_placeVisitOrder } from './visit-order/resolvers/Mutation/placeVisitOrder.js';
import    { registerClick as Mutation_registerClick } from './clicks/resolvers/Mutation/registerClick.js';
import    { removeFromCart as Mutation_removeFromCart } from './cart/resolvers/Mutation/removeFromCart.js';
import    { requestPasswordReset as Mutation_requestPasswordReset } from './password-reset/resolvers/Mutation/requestPasswordReset.js';
import    { resumeOrder as Mutation_resumeOrder } from './orders/resolvers/Mutation/resumeOrder.js';
import    { retryPayment as Mutation_retryPayment } from './orders/resolvers/Mutation/retryPayment.js';
import    { saveCheckoutAddress as Mutation_saveCheckoutAddress } from './checkout/resolvers/Mutation/saveCheckoutAddress.js';
import    { saveVisitPreferences as Mutation_saveVisitPreferences } from './online-visit/resolvers/Mutation/saveVisitPreferences.js';
import    { sendMessage as Mutation_sendMessage } from './messages/resolvers/Mutation/sendMessage.js';
import    { sendPhoneCode as Mutation_sendPhoneCode } from './phone-verification/resolvers/Mutation/sendPhoneCode.js';
import    { signUp as Mutation_signUp } from './checkout/resolvers/Mutation/signUp.js';
import    { startVisit as Mutation_startVisit } from './online-visit/resolvers/Mutation/startVisit.js';
import    { submitVisitAnswer as Mutation_submitVisitAnswer } from './online-visit/resolvers/Mutation/submitVisitAnswer.js';
import    { submitVisitFeedback as Mutation_submitVisitFeedback } from './visit-confirmation/resolvers/Mutation/submitVisitFeedback.js';
import    { submitVisitSurvey as Mutation_submitVisitSurvey } from './visit-confirmation/resolvers/Mutation/submitVisitSurvey.js';
import    { updateBillingAddress as Mutation_updateBillingAddress } from './account/resolvers/Mutation/updateBillingAddress.js';
import    { updateCartQuantity as Mutation_updateCartQuantity } from './cart/resolvers/Mutation/updateCartQuantity.js';
import    { updatePassword as Mutation_updatePassword } from './password-reset/resolvers/Mutation/updatePassword.js';
import    { updatePaymentMethod as Mutation_updatePaymentMethod } from './account/resolvers/Mutation/updatePaymentMethod.js';
import    { updateProfile as Mutation_updateProfile } from './account/resolvers/Mutation/updateProfile.js';
import    { updateShippingAddress as Mutation_updateShippingAddress } from './account/resolvers/Mutation/updateShippingAddress.js';
import    { updateSubscription as Mutation_updateSubscription } from './subscriptions/resolvers/Mutation/updateSubscription.js';
import    { verifyPhoneCode as Mutation_verifyPhoneCode } from './phone-verification/resolvers/Mutation/verifyPhoneCode.js';
import    { visitBack as Mutation_visitBack } from './online-visit/resolvers/Mutation/visitBack.js';
    export const resolvers: Resolvers = {
      Query: { account: Query_account,cart: Query_cart,checkCoupon: Query_checkCoupon,checkout: Query_checkout,dashboard: Query_dashboard,healthData: Query_healthData,me: Query_me,messageThread: Query_messageThread,orders: Query_orders,shell: Query_shell,siteConfig: Query_siteConfig,subscriptions: Query_subscriptions,upsells: Query_upsells,visitCheckout: Query_visitCheckout,visitConfirmation: Query_visitConfirmation,visitEligibility: Query_visitEligibility,visitPreferences: Query_visitPreferences,visitResult: Query_visitResult,visitStep: Query_visitStep },
      Mutation: { addMeasurement: Mutation_addMeasurement,addToCart: Mutation_addToCart,applyCoupon: Mutation_applyCoupon,buyAgain: Mutation_buyAgain,changePassword: Mutation_changePassword,confirmEmail: Mutation_confirmEmail,joinStateWaitlist: Mutation_joinStateWaitlist,login: Mutation_login,logout: Mutation_logout,logoutEverywhere: Mutation_logoutEverywhere,markMessagesRead: Mutation_markMessagesRead,mergeVisitorCart: Mutation_mergeVisitorCart,placeOrder: Mutation_placeOrder,placeVisitOrder: Mutation_placeVisitOrder,registerClick: Mutation_registerClick,removeFromCart: Mutation_removeFromCart,requestPasswordReset: Mutation_requestPasswordReset,resumeOrder: Mutation_resumeOrder,retryPayment: Mutation_retryPayment,saveCheckoutAddress: Mutation_saveCheckoutAddress,saveVisitPreferences: Mutation_saveVisitPreferences,sendMessage: Mutation_sendMessage,sendPhoneCode: Mutation_sendPhoneCode,signUp: Mutation_signUp,startVisit: Mutation_startVisit,submitVisitAnswer: Mutation_submitVisitAnswer,submitVisitFeedback: Mutation_submitVisitFeedback,submitVisitSurvey: Mutation_submitVisitSurvey,updateBillingAddress: Mutation_updateBillingAddress,updateCartQuantity: Mutation_updateCartQuantity,updatePassword: Mutation_updatePassword,updatePaymentMethod: Mutation_updatePaymentMethod,updateProfile: Mutation_updateProfile,updateShippingAddress: Mutation_updateShippingAddress,updateSubscription: Mutation_updateSubscription,verifyPhoneCode: Mutation_verifyPhoneCode,visitBack: Mutation_visitBack },
      
      
    }