/* Placeholder for the real plugin script (wordpress/test/mu-plugins/talat-test-plugins.php). */
